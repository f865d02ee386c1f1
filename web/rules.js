// The rulebook screen: the desktop's topics and pages (liubo.web.rulebook), with their
// source tags, the reading in force, and figures drawn with the game's own art.
import { Board, boardElement } from "./board.js";

const $ = (sel, root = document) => root.querySelector(sel);

export class Rules {
  constructor(root, { send, words, art, close }) {
    this.root = root;
    this.send = send;
    this.words = words;
    this.art = art;
    this.close = close;
    this.topic = null;
    this.index = 0;
    this.after = false;
    $('[data-do="close"]', root).onclick = () => this.close();
    $('[data-do="previous"]', root).onclick = () => this.turn(-1);
    $('[data-do="next"]', root).onclick = () => this.turn(1);
    $(".topic-select", root).onchange = (e) => this.open(e.target.value);
  }

  async show(topicId) {
    const { topics } = await this.send({ do: "contents" });
    this.topics = topics;
    $('[data-do="close"]', this.root).textContent = this.words("close");
    $('[data-do="previous"]', this.root).textContent = this.words("previous");
    $('[data-do="next"]', this.root).textContent = this.words("next");
    const list = $(".topics ol", this.root);
    const select = $(".topic-select", this.root);
    list.replaceChildren();
    select.replaceChildren();
    for (const t of topics) {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.textContent = t.title;
      b.dataset.id = t.id;
      b.onclick = () => this.open(t.id);
      li.append(b);
      list.append(li);
      select.append(new Option(t.title, t.id));
    }
    await this.open(topicId || topics[0].id);
  }

  async open(topicId, last = false) {
    this.topic = await this.send({ do: "topic", id: topicId });
    this.index = last ? this.topic.pages.length - 1 : 0;
    for (const b of this.root.querySelectorAll(".topics li button")) {
      b.setAttribute("aria-pressed", String(b.dataset.id === topicId));
    }
    $(".topic-select", this.root).value = topicId;
    this.draw();
  }

  async turn(step) {
    const next = this.index + step;
    if (next >= 0 && next < this.topic.pages.length) {
      this.index = next;
      this.draw();
      return;
    }
    const at = this.topics.findIndex((t) => t.id === this.topic.id);
    const other = this.topics[at + step];
    if (other) await this.open(other.id, step < 0);
  }

  draw() {
    const page = this.topic.pages[this.index];
    const root = this.root;
    this.after = false;
    $(".kicker", root).textContent =
      this.topic.title + " · " + this.topic.page_of.replace("{page}", this.index + 1).replace("{count}", this.topic.pages.length);
    $("h2", root).textContent = page.heading;
    const body = $(".body", root);
    body.replaceChildren(
      ...page.paragraphs.map((p) => Object.assign(document.createElement("p"), { textContent: p.text, className: p.ours ? "ours" : "" })),
    );
    const tags = $(".tags", root);
    const source = $(".source", root);
    source.hidden = true;
    tags.replaceChildren(
      ...page.evidence.map((e) => {
        const b = document.createElement("button");
        b.className = e.kind;
        b.textContent = e.kind_label + ": " + e.name;
        b.onclick = () => {
          $("b", source).textContent = e.title;
          $("p", source).textContent = e.detail;
          source.hidden = false;
        };
        return b;
      }),
    );
    $(".readings", root).textContent = page.readings.join("\n");
    const note = $(".note", root);
    if (page.note) {
      $("b", note).textContent = this.topic.note_label;
      $("span", note).textContent = page.note;
      note.hidden = false;
    } else note.hidden = true;
    this.drawFigure(page.figure);
    root.querySelector(".rule-page").scrollTop = 0;
  }

  drawFigure(figure) {
    const box = $(".figure", this.root);
    box.replaceChildren();
    if (!figure) return;
    const caption = Object.assign(document.createElement("p"), { className: "caption", textContent: figure.caption });
    if (figure.kind === "board") {
      const el = boardElement();
      const board = new Board(el, this.art);
      board.setBoard(figure.board);
      const paint = () => {
        const shown = this.after && figure.after ? figure.after : figure;
        board.drawPieces({ pieces: shown.pieces, selection: null });
        board.drawFigure(shown.marks, figure.line);
      };
      paint();
      if (figure.after) {
        el.style.cursor = "pointer";
        el.onclick = () => {
          this.after = !this.after;
          paint();
        };
      }
      box.append(el, caption);
    } else if (figure.kind === "sticks") {
      const table = document.createElement("table");
      const head = `<tr><th>${figure.light} \\ ${figure.dark}</th>${[1, 2, 3, 4].map((n) => `<th>${n}</th>`).join("")}</tr>`;
      const rows = figure.table.map((row, i) => `<tr><th>${i + 1}</th>${row.map((c) => `<td>${c}</td>`).join("")}</tr>`);
      table.innerHTML = head + rows.join("");
      const groups = document.createElement("p");
      groups.textContent = figure.one_group + ": " + figure.groups.map((g) => `${g.value} · ${g.words}`).join("   ");
      box.append(groups, Object.assign(document.createElement("b"), { textContent: figure.in_64 }), table, caption);
    } else if (figure.kind === "chart") {
      const bars = document.createElement("div");
      bars.className = "bars";
      for (const row of figure.rows) {
        bars.append(Object.assign(document.createElement("b"), { textContent: row.label }));
        const top = Math.max(...row.values.map((v) => v.value), 1e-9);
        for (const v of row.values) {
          const line = document.createElement("div");
          line.className = "bar";
          const share = row.unit === "percent" ? v.value : v.value / top;
          const text = row.unit === "percent" ? Math.round(v.value * 100) + "%" : v.value.toFixed(1);
          line.innerHTML = `<span></span><i style="width:${(share * 100).toFixed(1)}%"></i><span>${text}</span>`;
          line.firstChild.textContent = v.label;
          bars.append(line);
        }
      }
      box.append(bars, caption);
    }
  }
}
