// A table's page: North-South's tricks for each hand of the change, Send, the other side
// agrees; what was typed is kept (this phone's storage) until the laptop has it, and a resend
// carries the same id, so the laptop records it once (docs/drives.md).
(function () {
  "use strict";
  var setup = JSON.parse(document.getElementById("setup").textContent);
  var w = setup.words;
  var token = setup.token;
  var api = "/api/t/" + token;
  var store = "whistclub-table-" + token;
  var view = null;        // what the laptop last said about this table
  var chosen = {};        // change -> [North-South's tricks per hand, or null]
  var side = "ns";        // whose figures the buttons enter ("ew": after "We disagree")
  var pending = load();   // the send not yet acknowledged: {id, change, side, ns}
  var note = null;        // [words key, values, good?] of the last answer
  var retry = null;

  function $(id) { return document.getElementById(id); }
  function say(key, values) {
    var text = w[key] || key;
    Object.keys(values || {}).forEach(function (k) { text = text.split("{" + k + "}").join(values[k]); });
    return text;
  }
  function load() {
    try { return JSON.parse(window.localStorage.getItem(store) || "null"); } catch (e) { return null; }
  }
  function keep(value) {
    pending = value;
    try {
      if (value) window.localStorage.setItem(store, JSON.stringify(value));
      else window.localStorage.removeItem(store);
    } catch (e) { /* private browsing: kept in memory only */ }
  }
  function newId() {
    var bytes = new Uint8Array(12);
    (window.crypto || window.msCrypto).getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function status(text, good) {
    var s = $("status");
    s.textContent = text;
    s.className = good === true ? "good" : good === false ? "bad" : "";
  }
  function figures(ns) { return ns.join(", "); }

  function render() {
    if (!token) { $("heading").textContent = ""; status(w.bad_link, false); return; }
    if (!view) return;
    $("heading").textContent = say("heading", { table: view.table, change: view.change, changes: view.changes });
    document.title = say("title", { table: view.table });
    $("trumps").textContent = view.trumps.length ? w.trumps + ": " + view.trumps.map(function (t) { return w["suit_" + t] || t; }).join(" · ") : "";
    $("ns-label").textContent = w.ns; $("ew-label").textContent = w.ew;
    $("ns-names").textContent = view.ns.join(" & "); $("ew-names").textContent = view.ew.join(" & ");
    var entry = $("entry"), actions = $("actions");
    entry.textContent = ""; actions.textContent = "";
    if (view.over) { status(""); entry.appendChild(el("p", { "class": "over" }, w.over)); final(entry); return; }
    if (!view.in_play) { status(view.change ? w.not_in_play : w.waiting_change); return; }
    var claims = view.claims || {};
    if (view.result) { status(say("recorded", { change: view.change }), true); return; }
    if (view.disagreement) { showDisagreement(view.disagreement); }
    var other = claims.ns && !claims.ew ? "ew" : claims.ew && !claims.ns ? "ns" : null;
    if (other && side !== other && !view.disagreement && !(pending && pending.change === view.change)) {
      var theirs = claims.ns || claims.ew;
      showClaim(theirs, other);
      return;
    }
    buttons(entry);
    var send = el("button", { "class": "send", "data-testid": "send", type: "button" }, pending ? w.sending : w.send);
    send.disabled = !complete() ;
    send.addEventListener("click", function () { sendFigures(side, current()); });
    actions.appendChild(send);
    if (note) status(say(note[0], note[1]), note[2]);
  }

  // After the last change: each player's own card (tap a name) and the standings.
  var cardShown = null;   // the card number whose card is open
  function final(entry) {
    var cards = view.cards || [], standings = view.standings || [];
    if (!standings.length) return;
    var here = {};
    cards.forEach(function (c) { here[c.card] = true; });
    if (cards.length) {
      entry.appendChild(el("h2", {}, w.your_card));
      var names = el("div", { "class": "names" });
      cards.forEach(function (c) {
        var b = el("button", { type: "button", "data-testid": "card-" + c.card, "aria-pressed": String(cardShown === c.card) }, c.name);
        b.addEventListener("click", function () { cardShown = cardShown === c.card ? null : c.card; render(); });
        names.appendChild(b);
      });
      entry.appendChild(names);
      cards.forEach(function (c) { if (c.card === cardShown) entry.appendChild(playerCard(c)); });
    }
    entry.appendChild(el("h2", {}, w.standings));
    var table = el("table", { "class": "standings", "data-testid": "standings" });
    var head = el("tr");
    [w.rank, w.card_no, w.name, w.total].forEach(function (t) { head.appendChild(el("th", {}, t)); });
    table.appendChild(head);
    standings.forEach(function (s) {
      var row = el("tr", here[s.card] ? { "class": "here" } : {});
      [String(s.rank), String(s.card), s.name + (s.left_early ? " †" : ""), s.total].forEach(function (t) { row.appendChild(el("td", {}, t)); });
      table.appendChild(row);
    });
    entry.appendChild(table);
  }

  function playerCard(c) {
    var box = el("div", { "class": "card", "data-testid": "player-card" });
    box.appendChild(el("h3", {}, say("card_of", { name: c.name, card: c.card, rank: c.rank, total: c.total })));
    var table = el("table", { "class": "standings" });
    var head = el("tr");
    [w.change_short, w.table, w.partner, w.tricks, w.running].forEach(function (t) { head.appendChild(el("th", {}, t)); });
    table.appendChild(head);
    c.changes.forEach(function (line) {
      var row = el("tr");
      var where = line.table ? String(line.table) + " " + (line.side === "ns" ? w.ns_short : w.ew_short) : w.sat_out;
      [String(line.change), where, line.partner, line.tricks.length ? line.tricks.join(", ") : line.score, line.running]
        .forEach(function (t) { row.appendChild(el("td", {}, t)); });
      table.appendChild(row);
    });
    box.appendChild(table);
    return box;
  }

  function showClaim(ns, other) {
    status(other === "ew" ? w.waiting_ew : w.waiting_ns, true);
    var entry = $("entry");
    ns.forEach(function (tricks, i) {
      var line = (view.hands > 1 ? say("hand", { hand: i + 1 }) + ": " : "") +
        w.ns + " " + tricks + " · " + w.ew + " " + (13 - tricks);
      entry.appendChild(el("p", { "class": "claim", "data-testid": "claim-" + (i + 1) }, line));
    });
    var agree = el("button", { "class": "agree", "data-testid": "agree", type: "button" }, other === "ew" ? w.agree_ew : w.agree_ns);
    agree.addEventListener("click", function () { sendFigures(other, ns.slice()); });
    var disagree = el("button", { "class": "disagree", "data-testid": "disagree", type: "button" }, w.disagree);
    disagree.addEventListener("click", function () {
      side = other; chosen[view.change] = null; note = ["disagree_help", {}, null]; render();
    });
    $("actions").appendChild(agree); $("actions").appendChild(disagree);
  }

  function showDisagreement(d) {
    if (d.laptop) { note = ["laptop_differs", { laptop: figures(d.laptop) }, false]; return; }
    note = ["disagreement", { ns: w.ns, ew: w.ew, a: figures(d.ns), b: figures(d.ew) }, false];
  }

  function current() {
    var c = chosen[view.change];
    if (!c || c.length !== view.hands) {
      c = []; for (var i = 0; i < view.hands; i++) c.push(null);
      chosen[view.change] = c;
    }
    return c;
  }
  function complete() { return current().every(function (t) { return t !== null; }); }

  function buttons(entry) {
    var c = current();
    c.forEach(function (nsTricks, hand) {
      var box = el("div", { "class": "hand" });
      var title = (view.hands > 1 ? say("hand", { hand: hand + 1 }) + " · " : "") + (side === "ns" ? w.ns : w.ew);
      box.appendChild(el("h3", {}, title));
      var grid = el("div", { "class": "tricks" });
      for (var t = 0; t <= 13; t++) {
        // East-West's buttons are their own tricks; what is sent is always North-South's.
        var ns = side === "ns" ? t : 13 - t;
        var b = el("button", { type: "button", "data-testid": "hand-" + (hand + 1) + "-" + t, "aria-pressed": String(nsTricks === ns) }, String(t));
        b.addEventListener("click", (function (h, value) {
          return function () { current()[h] = value; note = null; render(); };
        })(hand, ns));
        grid.appendChild(b);
      }
      box.appendChild(grid);
      if (nsTricks !== null) {
        var otherSide = side === "ns" ? say("ew_gets", { tricks: 13 - nsTricks }) : w.ns + ": " + nsTricks;
        box.appendChild(el("p", { "class": "other" }, otherSide));
      }
      entry.appendChild(box);
    });
  }

  function sendFigures(who, ns) {
    keep({ id: newId(), change: view.change, side: who, ns: ns });
    push();
  }

  function push() {
    if (!pending) return;
    clearTimeout(retry);
    status(w.sending);
    var sent = pending;
    fetch(api + "/send", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sent) })
      .then(function (r) { return r.json().then(function (d) { return [r.status, d]; }); })
      .then(function (answer) { answered(sent, answer[0], answer[1]); })
      .catch(function () {
        // Not received: the figures stay, and go again with the same id.
        status(w.not_received, false);
        retry = setTimeout(push, 2000);
      });
  }

  function answered(sent, code, data) {
    if (code >= 500 || code === 429) {
      status(code === 429 ? w.too_many : w.not_received, false);
      retry = setTimeout(push, code === 429 ? 3000 : 2000);
      return;
    }
    keep(null);
    if (code === 200) {
      view = data; side = "ns";
      note = data.status === "waiting" ? [sent.side === "ns" ? "waiting_ew" : "waiting_ns", {}, true] : null;
      render();
      return;
    }
    var keyFor = { wrong_change: "wrong_change", bad_link: "bad_link", bad_tricks: "bad_tricks" };
    note = [keyFor[data.error] || "error", { change: data.playing, message: data.message }, false];
    refresh();
  }

  function refresh() {
    fetch(api + "/state").then(function (r) { return r.json().then(function (d) { return [r.ok, d]; }); })
      .then(function (a) { if (a[0]) { view = a[1]; render(); } else { status(w.bad_link, false); } })
      .catch(function () { $("connection").textContent = w.offline; });
  }

  function live() {
    if (!window.EventSource) { setInterval(refresh, 3000); return; }
    var source = new EventSource(api + "/events");
    source.onmessage = function (event) {
      $("connection").textContent = "";
      var next = JSON.parse(event.data);
      if (view && next.change !== view.change) { side = "ns"; note = null; }
      view = next; render();
      if (pending) push();  // back online: what was typed goes now
    };
    source.onerror = function () { $("connection").textContent = w.offline; };
  }

  render();
  if (token) { refresh(); live(); if (pending) push(); }
})();
