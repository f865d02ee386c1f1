// The game's Python in Pyodide, off the page's thread. The page posts {id, command};
// the worker answers {id, answer} with what liubo.web.bridge said, or {id, error}.
// While Pyodide loads it posts {progress: {step, fraction}}; then {ready: true}.
import { loadPyodide } from "./pyodide/pyodide.mjs";

let bridgeCall = null;
const waiting = [];

const began = performance.now();

function progress(step, fraction) {
  postMessage({ progress: { step, fraction, ms: performance.now() - began } });
}

async function start() {
  progress("python", 0.05);
  const base = new URL("./", import.meta.url);
  const game = fetch(new URL("py/liubo.zip", base)); // while Python starts
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", base).href,
    // the standard library with its bytecode, compiled when the site was built
    stdLibURL: new URL("py/stdlib.zip", base).href,
    stdout: (text) => console.log(text),
    stderr: (text) => console.warn(text),
  });
  progress("game", 0.8);
  const response = await game;
  if (!response.ok) throw new Error(`py/liubo.zip: HTTP ${response.status}`);
  const site = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: site });
  progress("start", 0.9);
  pyodide.runPython("import liubo.web.bridge");
  bridgeCall = pyodide.pyimport("liubo.web.bridge").call;
  progress("ready", 1);
  postMessage({ ready: true });
  for (const message of waiting.splice(0)) answer(message);
}

function answer({ id, command }) {
  try {
    const started = performance.now();
    const text = bridgeCall(JSON.stringify(command));
    postMessage({ id, answer: JSON.parse(text), ms: performance.now() - started });
  } catch (error) {
    postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
}

onmessage = (event) => {
  if (bridgeCall === null) waiting.push(event.data);
  else answer(event.data);
};

start().catch((error) => {
  postMessage({ failed: String(error && error.message ? error.message : error) });
});
