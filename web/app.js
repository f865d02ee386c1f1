// The browser edition's page: screens, taps and the board. The game itself (rules,
// computer players, texts) is the desktop's Python, in worker.js; this file only shows
// what it answers and sends it what the player does.
import { Board } from "./board.js";
import { Rules } from "./rules.js";

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];
const STORE = { lessons: "liubo.lessons", autosave: "liubo.autosave", language: "liubo.language", ruleset: "liubo.ruleset", lines: "liubo.lines", names: "liubo.names" };
// ?speed=N plays N times faster (the check, make web-check, plays whole games this way)
const SPEED = Math.max(0.25, Number(new URLSearchParams(location.search).get("speed")) || 1);
const COMPUTER_PAUSE_MS = 550 / SPEED; // before a computer side throws or moves, so a class can follow

const page = {
  site: null,
  art: null,
  ui: {},
  hello: null,
  table: null,
  busy: false, // a move is being animated: input waits
  inFlight: 0, // commands sent to the worker and not answered yet
  preview: null, // the landing a first tap on a touch screen chose (a second tap plays it)
  pointerTouch: true,
  computerTimer: null,
  stats: { taps: [], answers: [], computer: [], frames: [], loading: [] },
};
window.liubo = page; // for the check (make web-check) and for curious teachers
page.send = (command) => send(command);
addEventListener("error", (e) => console.error(`liubo: ${e.message} at ${e.filename}:${e.lineno}:${e.colno}`));
addEventListener("unhandledrejection", (e) => console.error("liubo: " + (e.reason && e.reason.stack))); // for the check (make web-check) and for curious teachers

// -- the worker -------------------------------------------------------------------------------
const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
const pending = new Map();
let nextId = 1;
let readyResolve;
const ready = new Promise((resolve) => (readyResolve = resolve));

worker.onmessage = (event) => {
  const data = event.data;
  if (data.progress) {
    page.stats.loading.push([data.progress.step, data.progress.ms]);
    return showProgress(data.progress);
  }
  if (data.ready) return readyResolve();
  if (data.failed) return failed(data.failed);
  const waiter = pending.get(data.id);
  if (!waiter) return;
  pending.delete(data.id);
  page.stats.answers.push(data.ms);
  if (data.error) waiter.reject(new Error(data.error));
  else waiter.resolve({ ...data.answer, _ms: data.ms });
};
worker.onerror = (event) => failed(event.message || "worker error");

function send(command) {
  const id = nextId++;
  page.inFlight++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, command });
  }).finally(() => page.inFlight--);
}

// -- loading ------------------------------------------------------------------------------------
function loadingWords() {
  const lang = localStorage.getItem(STORE.language) || guessLanguage();
  return (page.site && page.site.loading && (page.site.loading[lang] || page.site.loading.en)) || {};
}

function showProgress({ step, fraction }) {
  const words = loadingWords();
  $("#loading .bar div").style.width = Math.round(fraction * 100) + "%";
  $("#loading .bar").setAttribute("aria-valuenow", Math.round(fraction * 100));
  const text = { python: words.loading_python, game: words.loading_game, start: words.loading_start }[step];
  if (text) $("#loading .step").textContent = text;
}

function failed(reason) {
  const words = loadingWords();
  const template = words.failed || "The game could not start in this browser: {reason}";
  $("#loading .step").textContent = template.replace("{reason}", reason);
  showScreen("loading");
  console.error("liubo:", reason);
}

function guessLanguage() {
  const codes = (page.site ? page.site.languages : []).map((l) => l.code);
  for (const wanted of navigator.languages || []) {
    const w = wanted.replace("-", "_");
    if (/^zh_(TW|HK|MO)|Hant/i.test(w) && codes.includes("zh_Hant")) return "zh_Hant";
    if (/^zh/i.test(w) && codes.includes("zh_CN")) return "zh_CN";
    if (/^en/i.test(w)) return "en";
  }
  return "en";
}

function showScreen(name) {
  for (const s of $$(".screen")) s.classList.toggle("shown", s.id === name);
}

// -- answers ----------------------------------------------------------------------------------------
async function act(command) {
  let answer;
  try {
    answer = await send(command);
  } catch (error) {
    console.error("liubo:", error.message);
    return null;
  }
  if (answer.error) {
    notice(answer.error);
    return answer;
  }
  if ("autosave" in answer) {
    if (answer.autosave === null) localStorage.removeItem(STORE.autosave);
    else localStorage.setItem(STORE.autosave, answer.autosave);
  }
  if (answer.ui) page.ui = answer.ui;
  if (answer.sticks) drawSticks(answer.sticks, true);
  if (command.do === "computer" && answer.animate) page.stats.computer.push(answer._ms);
  if (answer.animate) {
    const before = page.table;
    page.busy = true;
    if (answer.table) page.pendingTable = answer.table;
    if (before) board.drawPieces(before, { station: answer.animate.start, side: answer.animate.side });
    board.drawMarks({ ...before, landings: [], movable: [], selection: null, hint: null }, null);
    page.stats.frames.push(await board.animate(answer.animate, SPEED));
    page.busy = false;
    return act({ do: "shown" });
  }
  if (answer.question) ask(answer.question);
  if (answer.table) {
    page.lesson = answer.lesson || null;
    show(answer.table);
  }
  return answer;
}

function notice(text) {
  const el = $("#title .notice");
  el.textContent = text;
  if (page.table) $("#game .status").textContent = text;
}

// -- the title --------------------------------------------------------------------------------------
function words(key) {
  return page.ui[key] || key;
}

function buildTitle() {
  const hello = page.hello;
  $('#title [data-do="continue"]').textContent = words("continue");
  $('#title [data-do="continue"]').hidden = !localStorage.getItem(STORE.autosave);
  $('#title [data-do="two"]').textContent = words("two_players");
  $('#title [data-do="computer"]').textContent = words("vs_computer");
  $('#title [data-do="rules"]').textContent = words("rules");
  $('#title [data-do="learn"]').textContent = words("learn");
  $('#title [data-do="open"]').textContent = words("open_record");
  const chosenRuleset = localStorage.getItem(STORE.ruleset) || hello.default_ruleset;
  choice($(".rulesets"), hello.rulesets.map((r) => [r.id, r.label]), chosenRuleset, (id) => {
    localStorage.setItem(STORE.ruleset, id);
    buildTitle();
  });
  choice($(".languages"), page.site.languages.map((l) => [l.code, l.name]), hello.language, (code) => setLanguage(code));
  const side = page.side || "green";
  choice($(".levels .sides"), [["green", words("green")], ["white", words("white")]], side, (s) => {
    page.side = s;
    buildTitle();
  }, words("play_as"));
  choice($(".levels .level-buttons"), hello.levels.map((l) => [l.id, l.label]), null, (level) =>
    newGame({ mode: "computer", level, human: page.side || "green" }),
  );
}

function choice(root, options, chosen, pick, label) {
  root.replaceChildren();
  if (label) {
    const span = document.createElement("span");
    span.textContent = label;
    span.className = "label";
    root.append(span);
  }
  for (const [id, text] of options) {
    const b = document.createElement("button");
    b.textContent = text;
    b.dataset.id = id;
    b.setAttribute("aria-pressed", String(id === chosen));
    b.onclick = () => pick(id);
    root.append(b);
  }
}

async function setLanguage(code) {
  localStorage.setItem(STORE.language, code);
  document.documentElement.lang = code.replace("_", "-");
  const answer = await act({ do: "set_language", language: code });
  if (answer && !answer.error) {
    page.hello = { ...page.hello, ...(await send({ do: "hello", language: code, touch: page.pointerTouch })) };
    page.ui = page.hello.ui;
    buildTitle();
    buildGameTools();
    if (page.table) act({ do: "table" });
  }
}

async function newGame(options) {
  const ruleset = localStorage.getItem(STORE.ruleset) || page.hello.default_ruleset;
  $(".levels").hidden = true;
  enterGame();
  await act({ do: "new", ruleset, ...options });
}

function enterGame() {
  showScreen("game");
  buildGameTools();
  clearSticks();
}

// -- the game screen ----------------------------------------------------------------------------
let board;

function buildGameTools() {
  const names = { undo: "undo", hint: "hint", lines: "lines", names: "names", save: "save_record", rules: "rules", menu: "menu" };
  for (const [act_, key] of Object.entries(names)) {
    const b = $(`#game .tools [data-do="${act_}"]`);
    if (b) b.textContent = words(key);
  }
  $('#game .tools [data-do="lines"]').setAttribute("aria-pressed", String(board.showLines));
  $("#game .jar").setAttribute("aria-label", words("throw"));
}

function show(table) {
  page.table = table;
  page.pendingTable = null;
  page.preview = null;
  board.setBoard(table.board);
  board.drawPieces(table);
  board.drawMarks(table, null);
  drawCards(table);
  drawTray(table);
  $("#game .status").textContent = table.status;
  drawTask(page.lesson);
  drawLog(table.log);
  $('#game [data-do="undo"]').disabled = !table.can_undo;
  $('#game [data-do="hint"]').disabled = !table.human_turn || table.over;
  scheduleComputer(table);
}

function scheduleComputer(table) {
  clearTimeout(page.computerTimer);
  if (!table.computer_turn || page.busy) return;
  page.computerTimer = setTimeout(() => act({ do: "computer" }), COMPUTER_PAUSE_MS);
}

function doneLessons() {
  try {
    return new Set(JSON.parse(localStorage.getItem(STORE.lessons) || "[]"));
  } catch {
    return new Set();
  }
}

// a lesson's task box: the step and what to do, its buttons, and the closing words
function drawTask(lesson) {
  const box = $("#game .task");
  box.hidden = !lesson;
  $('#game .tools [data-do="save"]').hidden = Boolean(lesson);
  if (!lesson) return;
  $(".head", box).textContent = lesson.title + " · " + lesson.head;
  $(".text", box).textContent = lesson.text;
  const answers = $(".answers", box);
  answers.replaceChildren();
  const button = (key, fn) => {
    const b = document.createElement("button");
    b.textContent = words(key);
    b.onclick = fn;
    answers.append(b);
  };
  if (lesson.complete) {
    const done = doneLessons();
    done.add(lesson.id);
    localStorage.setItem(STORE.lessons, JSON.stringify([...done]));
    const at = page.lessons ? page.lessons.findIndex((l) => l.id === lesson.id) : -1;
    if (at >= 0 && at + 1 < page.lessons.length) button("next_lesson", () => startLesson(page.lessons[at + 1].id));
    button("all_lessons", openLearn);
  } else {
    button("restart_step", () => act({ do: "lesson_restart" }));
  }
}

async function openLearn() {
  clearTimeout(page.computerTimer);
  const { lessons } = await send({ do: "lessons" });
  page.lessons = lessons;
  const done = doneLessons();
  const list = $("#learn .lessons");
  list.replaceChildren(
    ...lessons.map((lesson, i) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.textContent = `${i + 1}. ${lesson.title}`;
      b.dataset.id = lesson.id;
      if (done.has(lesson.id)) b.classList.add("done");
      b.onclick = () => startLesson(lesson.id);
      li.append(b);
      return li;
    }),
  );
  $("#learn .close").textContent = words("back");
  showScreen("learn");
}

async function startLesson(id) {
  enterGame();
  await act({ do: "lesson_start", id });
}

function drawCards(table) {
  const root = $("#game .cards");
  root.replaceChildren();
  for (const card of table.cards) {
    const div = document.createElement("div");
    div.className = `card ${card.side}` + (card.to_move ? " to-move" : "");
    const who = document.createElement("div");
    who.className = "who";
    who.innerHTML = '<span class="dot"></span>';
    who.append(card.name);
    const player = document.createElement("div");
    player.className = "player";
    player.textContent = card.player;
    const score = document.createElement("div");
    score.className = "score";
    score.textContent = card.score_words;
    div.append(who, player, score);
    const fish = document.createElement("div");
    fish.className = "fish";
    for (let i = 0; i < card.slots; i++) {
      const img = document.createElement("img");
      if (card.score_pieces === null) img.src = "art/" + page.art.fish[i < card.score ? "full" : "empty"];
      else {
        img.src = board.birdImage(card.score_pieces, false, "normal");
        if (i >= card.score) img.style.opacity = "0.25";
      }
      img.alt = "";
      fish.append(img);
    }
    div.append(fish);
    const waiting = document.createElement("button");
    waiting.className = "waiting";
    const mine = card.to_move && table.can_enter;
    if (mine) waiting.classList.add("can");
    if (mine && table.waiting_selected) waiting.classList.add("chosen");
    waiting.disabled = !mine;
    waiting.setAttribute("aria-label", `${card.name}: ${card.waiting}`);
    for (let i = 0; i < card.waiting; i++) {
      const img = document.createElement("img");
      img.src = board.birdImage(card.side, false, mine && table.waiting_selected ? "selected" : "normal");
      img.alt = "";
      waiting.append(img);
    }
    waiting.onclick = () => act({ do: "waiting" });
    div.append(waiting);
    if (card.variant) {
      const badge = document.createElement("div");
      badge.className = "badge";
      badge.textContent = card.variant;
      div.append(badge);
    }
    root.append(div);
  }
}

function drawTray(table) {
  const jar = $("#game .jar");
  jar.classList.toggle("can", table.can_throw);
  jar.disabled = !table.can_throw;
  const tiles = $("#game .tiles");
  tiles.replaceChildren();
  for (const tile of table.tiles) {
    const b = document.createElement("button");
    b.disabled = tile.state === "used" || !table.human_turn;
    b.setAttribute("aria-label", String(tile.number));
    b.setAttribute("aria-pressed", String(tile.state === "selected"));
    const img = document.createElement("img");
    img.src = "art/" + page.art.tiles[`${tile.number}_${tile.state}`];
    img.alt = String(tile.number);
    b.append(img);
    b.onclick = () => act({ do: "number", number: tile.number });
    tiles.append(b);
  }
  if (!table.throw) clearSticks();
}

function drawSticks(sticks, fresh) {
  const root = $("#game .sticks");
  root.replaceChildren();
  root.classList.toggle("fresh", fresh);
  ["light", "dark"].forEach((group, g) => {
    if (g) root.append(Object.assign(document.createElement("span"), { className: "gap" }));
    for (const rounded of sticks[group]) {
      const img = document.createElement("img");
      img.src = "art/" + page.art.sticks[`${group}_${rounded ? "rounded" : "flat"}`];
      img.alt = "";
      img.style.transform = `rotate(${(Math.random() * 16 - 8).toFixed(1)}deg)`;
      root.append(img);
    }
  });
  if (fresh) {
    const jar = $("#game .jar");
    jar.classList.remove("shake");
    void jar.offsetWidth;
    jar.classList.add("shake");
  }
}

function clearSticks() {
  $("#game .sticks").replaceChildren();
}

function drawLog(lines) {
  const log = $("#game .log");
  log.replaceChildren(
    ...lines.map((line) => Object.assign(document.createElement("li"), { className: line.tone, textContent: line.text })),
  );
  log.scrollTop = log.scrollHeight;
}

function ask(question) {
  const dialog = $("#game .dialog");
  $("p", dialog).textContent = question.title;
  dialog.title = question.text;
  const answers = $(".answers", dialog);
  answers.replaceChildren();
  const choose = (text) => {
    dialog.hidden = true;
    if (text) act({ do: "play", text });
  };
  const choices = [...question.answers.map((a) => [a.label, a.move]), [words("cancel"), null]];
  for (const [label, text] of choices) {
    const b = document.createElement("button");
    b.textContent = label;
    b.onclick = () => choose(text);
    answers.append(b);
  }
  dialog.hidden = false;
}

// a tap on the board: instant feedback here, the meaning from the game's Python
function boardTap(event) {
  if (!page.table || page.busy) return;
  const started = performance.now();
  const touch = event.pointerType !== "mouse";
  page.pointerTouch = touch;
  const station = board.stationAt(event.clientX, event.clientY, touch);
  if (station !== null) board.pressAt(station);
  const landing = station === null ? null : page.table.landings.find((l) => l.station === station);
  if (landing && touch && page.preview !== station) {
    // first tap on a gold perch: show where it goes and what happens; the second plays it
    page.preview = station;
    board.drawMarks(page.table, landing.move);
    $("#game .status").textContent = landing.move.words + "\n" + words("play") + "?";
    page.stats.taps.push(performance.now() - started);
    return;
  }
  act({ do: "tap", station }).then(() => page.stats.taps.push(performance.now() - started));
}

function boardHover(event) {
  if (!page.table || page.busy || event.pointerType !== "mouse") return;
  const station = board.stationAt(event.clientX, event.clientY, false);
  const landing = station === null ? null : page.table.landings.find((l) => l.station === station);
  const key = landing ? landing.station : null;
  if (key === page.hover) return;
  page.hover = key;
  board.drawMarks(page.table, landing ? landing.move : null);
  $("#game .status").textContent = landing ? landing.move.words : page.table.status;
}

async function saveRecord() {
  const answer = await send({ do: "record" });
  if (!answer || answer.error) return;
  const blob = new Blob([answer.record], { type: "text/plain;charset=utf-8" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = answer.name + ".txt";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function openRecord(file) {
  const text = await file.text();
  const answer = await send({ do: "open_record", text });
  if (answer.error) {
    notice((words("not_a_record") || "{reason}").replace("{reason}", answer.error));
    return;
  }
  enterGame();
  if (answer.sticks) drawSticks(answer.sticks, false);
  page.lesson = null;
  show(answer.table);
  if ("autosave" in answer && answer.autosave) localStorage.setItem(STORE.autosave, answer.autosave);
}

function wire() {
  const el = $("#board");
  el.addEventListener("pointerdown", boardTap);
  el.addEventListener("pointermove", boardHover);
  el.addEventListener("pointerleave", () => {
    page.hover = undefined;
    if (page.table && !page.busy) board.drawMarks(page.table, null);
  });
  $("#game .jar").onclick = () => act({ do: "throw" });
  const tools = {
    undo: () => act({ do: "undo" }),
    hint: () => act({ do: "hint" }),
    lines: () => {
      board.setLines(!board.showLines);
      localStorage.setItem(STORE.lines, board.showLines ? "1" : "");
      buildGameTools();
    },
    names: () => {
      const cycle = page.table ? page.table.names_cycle : ["off", "hanzi", "pinyin", "english"];
      const next = cycle[(cycle.indexOf(board.namesMode) + 1) % cycle.length];
      board.setNames(next);
      localStorage.setItem(STORE.names, board.namesMode);
    },
    back: () => act({ do: "look", where: "back" }),
    forward: () => act({ do: "look", where: "forward" }),
    save: saveRecord,
    rules: () => openRules("game"),
    menu: () => {
      clearTimeout(page.computerTimer);
      buildTitle();
      showScreen("title");
    },
  };
  for (const [name, fn] of Object.entries(tools)) {
    const b = $(`#game .tools [data-do="${name}"]`);
    if (b) b.onclick = fn;
  }
  $('#title [data-do="two"]').onclick = () => newGame({ mode: "two" });
  $('#title [data-do="computer"]').onclick = () => {
    $(".levels").hidden = !$(".levels").hidden;
  };
  $('#title [data-do="continue"]').onclick = async () => {
    const saved = localStorage.getItem(STORE.autosave);
    if (!saved) return;
    enterGame();
    const answer = await act({ do: "resume", save: saved });
    if (answer && answer.error) {
      localStorage.removeItem(STORE.autosave);
      showScreen("title");
      buildTitle();
    }
  };
  $('#title [data-do="rules"]').onclick = () => openRules("title");
  $('#title [data-do="learn"]').onclick = openLearn;
  $("#learn .close").onclick = () => {
    buildTitle();
    showScreen("title");
  };
  $('#title [data-do="open"]').onclick = () => $("#open-file").click();
  $("#open-file").onchange = (event) => {
    const file = event.target.files[0];
    event.target.value = "";
    if (file) openRecord(file);
  };
}

let rules;
async function openRules(from) {
  clearTimeout(page.computerTimer);
  if (!rules) {
    rules = new Rules($("#rules"), {
      send,
      words,
      art: page.art,
      close: () => {
        showScreen(rules.from);
        if (rules.from === "game" && page.table) scheduleComputer(page.table);
      },
    });
  }
  rules.from = from;
  page.rulesPages = () => (rules.topic ? rules.topic.pages.length : 1);
  showScreen("rules");
  await rules.show(null);
}

// -- start ---------------------------------------------------------------------------------------
async function start() {
  page.site = await (await fetch("site.json")).json();
  showProgress({ step: "python", fraction: 0.02 });
  page.art = await (await fetch("art/art.json")).json();
  board = new Board($("#board"), page.art);
  $("#game .jar img").src = "art/" + page.art.jar;
  board.setLines(localStorage.getItem(STORE.lines) === "1");
  board.namesMode = localStorage.getItem(STORE.names) || "off";
  wire();
  await ready;
  const language = localStorage.getItem(STORE.language) || guessLanguage();
  document.documentElement.lang = language.replace("_", "-");
  page.pointerTouch = !matchMedia("(pointer: fine)").matches;
  page.hello = await send({ do: "hello", language, touch: page.pointerTouch });
  page.ui = page.hello.ui;
  page.startedAt = performance.now();
  buildTitle();
  showScreen("title");
  $("#loading").setAttribute("aria-busy", "false");
  // the offline copy, made once the game runs: its files then come from the browser's cache
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register("sw.js").catch((error) => console.warn("liubo: offline copy not kept:", error.message));
  }
}

start().catch((error) => failed(error.message));
