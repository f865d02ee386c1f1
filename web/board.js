// The board: the desktop's art (art/art.json) with the pieces, marks and paths of a
// table the game's Python sent. It keeps no game state; it draws and finds perches.

const SVG = "http://www.w3.org/2000/svg";
const HOP_MS = 170; // one hop of a moving bird, as the desktop's animation at speed 1

export class Board {
  constructor(element, art) {
    this.el = element;
    this.art = art;
    this.ground = element.querySelector(".ground");
    this.lines = element.querySelector(".lines");
    this.names = element.querySelector(".names");
    this.marks = element.querySelector(".marks");
    this.pieces = element.querySelector(".pieces");
    this.over = element.querySelector(".over");
    this.boardId = null;
    this.namesMode = "off";
    this.showLines = false;
    this.moving = null;
  }

  get info() {
    return this.art.boards[this.boardId];
  }

  setBoard(id) {
    if (id === this.boardId) return;
    this.boardId = id;
    this.ground.src = "art/" + this.info.image;
    this.lines.src = "art/" + this.info.lines;
    this.setNames(this.namesMode);
  }

  setLines(on) {
    this.showLines = on;
    this.lines.hidden = !on;
  }

  setNames(mode) {
    const file = this.info && this.info.names[mode];
    this.namesMode = file ? mode : "off";
    this.names.hidden = !file;
    if (file) this.names.src = "art/" + file;
  }

  // a station's point in percent of the board (a lane's stones sit towards where it leads)
  point(station, toward) {
    const [x, y] = this.info.perches[station];
    if (toward === null || toward === undefined) return [x * 100, y * 100];
    const [tx, ty] = this.info.perches[toward];
    return [(x + (tx - x) * 0.3) * 100, (y + (ty - y) * 0.3) * 100];
  }

  // the station under a client point, within the desktop's hit radius (a little more for fingers)
  stationAt(clientX, clientY, touch) {
    const rect = this.el.getBoundingClientRect();
    const ux = (clientX - rect.left) / rect.width;
    const uy = (clientY - rect.top) / rect.height;
    const limit = this.art.hit_radius * (touch ? 1.6 : 1.1);
    let best = null;
    let bestD = limit * limit;
    this.info.perches.forEach(([x, y], i) => {
      const d = (x - ux) ** 2 + (y - uy) ** 2;
      if (d <= bestD) {
        best = i;
        bestD = d;
      }
    });
    return best;
  }

  pressAt(station) {
    const [x, y] = this.point(station);
    const ring = document.createElement("div");
    ring.className = "press";
    ring.style.left = x + "%";
    ring.style.top = y + "%";
    this.over.append(ring);
    setTimeout(() => ring.remove(), 400);
  }

  birdImage(side, owl, state) {
    return "art/" + this.art.birds[`${side}_${owl ? "owl" : "bird"}_${state}`];
  }

  // every piece of a table; `hide` drops one piece of a side at a station (the one moving)
  drawPieces(table, hide) {
    const frag = document.createDocumentFragment();
    const byStation = new Map();
    let hidden = false;
    for (const piece of table.pieces) {
      if (hide && !hidden && piece.station === hide.station && piece.side === hide.side) {
        hidden = true;
        continue;
      }
      if (!byStation.has(piece.station)) byStation.set(piece.station, []);
      byStation.get(piece.station).push(piece);
    }
    const sel = table.selection;
    for (const [station, list] of byStation) {
      const placed = spread(list);
      list.forEach((piece, k) => {
        const [x, y] = this.point(station, piece.toward);
        const [dx, dy, scale] = placed[k];
        const chosen = sel && sel.key === piece.key && sel.owl === piece.owl;
        const state = chosen ? "selected" : "normal";
        frag.append(this.pieceElement(piece.side, piece.owl, state, x + dx, y + dy, scale));
      });
    }
    this.pieces.replaceChildren(frag);
  }

  pieceElement(side, owl, state, x, y, scale = 1) {
    const div = document.createElement("div");
    div.className = "piece";
    div.style.left = x + "%";
    div.style.top = y + "%";
    if (scale !== 1) div.style.width = 6.2 * scale + "%";
    const img = document.createElement("img");
    img.src = this.birdImage(side, owl, state);
    img.alt = "";
    div.append(img);
    return div;
  }

  // marks under the pieces: gold perches, the selection, the last move, the hint, a path
  drawMarks(table, preview) {
    const svg = [];
    const ring = (station, colour, width, dash) => {
      const [x, y] = this.point(station);
      svg.push(
        `<circle cx="${x * 10}" cy="${y * 10}" r="34" fill="none" stroke="${colour}" ` +
          `stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`,
      );
    };
    const path = (move, colour, width, dash) => {
      const stations = move.start === null ? move.stations : [move.start, ...move.stations];
      const pts = stations.map((s) => this.point(s).map((v) => v * 10).join(",")).join(" ");
      svg.push(
        `<polyline points="${pts}" fill="none" stroke="${colour}" stroke-width="${width}" ` +
          `stroke-linecap="round" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`,
      );
    };
    if (table.last_move) {
      const last = table.last_move;
      if (last.start !== null) ring(last.start, "rgba(232,184,74,0.45)", 5, "8 8");
      ring(last.landing, "rgba(232,184,74,0.6)", 5);
    }
    if (table.hint) {
      path(table.hint, "rgba(120,200,255,0.85)", 9, "18 12");
      ring(table.hint.landing, "rgba(120,200,255,0.95)", 8);
    }
    if (preview) path(preview, "rgba(255,214,102,0.95)", 12);
    for (const station of table.movable) ring(station, "rgba(255,255,255,0.35)", 4);
    if (table.selection && table.selection.station !== null) {
      ring(table.selection.station, "#ffe08a", 8);
    }
    for (const landing of table.landings) ring(landing.station, "#ffd24a", 9);
    if (preview) {
      const [x, y] = this.point(preview.landing);
      svg.push(`<circle cx="${x * 10}" cy="${y * 10}" r="20" fill="rgba(255,214,102,0.6)"/>`);
    }
    this.marks.innerHTML = svg.join("");
  }

  // a rulebook picture's marks (the desktop's marker art) and the route of its move
  drawFigure(marks, line) {
    const pts = line.map((s) => this.point(s).map((v) => v * 10).join(",")).join(" ");
    this.marks.innerHTML = line.length
      ? `<polyline points="${pts}" fill="none" stroke="rgba(255,214,102,0.95)" stroke-width="12" ` +
        `stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="4 22"/>`
      : "";
    this.over.replaceChildren(
      ...marks.map(([station, kind]) => {
        const [x, y] = this.point(station);
        const div = document.createElement("div");
        div.className = "mark";
        div.style.left = x + "%";
        div.style.top = y + "%";
        const img = document.createElement("img");
        img.src = "art/" + (this.art.marks[kind] || this.art.marks.legal);
        img.alt = "";
        div.append(img);
        return div;
      }),
    );
  }

  // hop a piece along a move's stations; resolves when it has landed
  animate(move, speed = 1) {
    const stations = move.stations;
    const start = move.start === null ? null : move.start;
    const from = start === null ? entryPoint(this.point(stations[0]), move.side) : this.point(start);
    const el = this.pieceElement(move.side, move.owl, "normal", from[0], from[1]);
    el.classList.add("moving");
    this.pieces.append(el);
    const points = [from, ...stations.map((s) => this.point(s))];
    const owls = move.owl_steps || [];
    const hop = HOP_MS / speed;
    return new Promise((resolve) => {
      let began = null; // the first frame's time (a frame's time may precede the call)
      const frames = [];
      const step = (now) => {
        frames.push(now);
        if (began === null) began = now;
        const t = Math.max(0, (now - began) / hop);
        const i = Math.min(Math.floor(t), points.length - 1);
        if (i >= points.length - 1) {
          el.remove();
          this.lastFrames = frames;
          resolve(frames);
          return;
        }
        const f = t - i;
        const [ax, ay] = points[i];
        const [bx, by] = points[i + 1];
        const lift = Math.sin(Math.PI * f) * 2.2;
        el.style.left = ax + (bx - ax) * f + "%";
        el.style.top = ay + (by - ay) * f - lift + "%";
        const owl = owls[Math.min(i + 1, owls.length - 1)];
        if (owl !== undefined && owl !== el.dataset.owl) {
          el.dataset.owl = owl;
          el.querySelector("img").src = this.birdImage(move.side, owl, "normal");
        }
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
  }
}

// a board's element, as index.html writes the game's (for the rulebook's pictures)
export function boardElement() {
  const el = document.createElement("div");
  el.className = "board";
  el.innerHTML =
    '<img class="layer ground" alt=""><img class="layer lines" alt="" hidden>' +
    '<img class="layer names" alt="" hidden>' +
    '<svg class="layer marks" viewBox="0 0 1000 1000" preserveAspectRatio="none"></svg>' +
    '<div class="layer pieces"></div><div class="layer over"></div>';
  return el;
}

// offsets (percent) and scales of several pieces on one station, as the desktop places them
function spread(list) {
  if (list.length === 1) return [[0, 0, 1]];
  if (list.length === 2) {
    if (list[0].side === list[1].side && list[0].toward === list[1].toward) {
      return [
        [0, 1.1, 1],
        [0, -1.1, 1],
      ];
    }
    return [
      [-2.1, 0, 1],
      [2.1, 0, 1],
    ];
  }
  const r = 2 + 0.5 * list.length;
  return list.map((_, k) => {
    const a = (2 * Math.PI * k) / list.length - Math.PI / 2;
    return [r * Math.cos(a), r * Math.sin(a), 0.7];
  });
}

// where an entering bird comes from: just off the board's edge on its side
function entryPoint([x, y], side) {
  return side === "green" ? [x, Math.min(104, y + 8)] : [x, Math.max(-4, y - 8)];
}

export { SVG };
