// The page's front door: the evening code and the table's number open the table's page.
(function () {
  "use strict";
  var setup = JSON.parse(document.getElementById("setup").textContent);
  var w = setup.words;
  document.getElementById("heading").textContent = w.join_title;
  document.getElementById("help").textContent = w.join_help;
  document.getElementById("code-label").textContent = w.code;
  document.getElementById("table-label").textContent = w.table;
  document.getElementById("open").textContent = w.open;
  document.getElementById("join").addEventListener("submit", function (event) {
    event.preventDefault();
    var body = JSON.stringify({
      code: document.getElementById("code").value,
      table: document.getElementById("table").value
    });
    fetch("/join", { method: "POST", body: body, headers: { "Content-Type": "application/json" } })
      .then(function (r) { return r.json().then(function (d) { return [r.ok, d]; }); })
      .then(function (answer) {
        if (answer[0]) { window.location.href = answer[1].url; return; }
        var code = answer[1].error;
        document.getElementById("status").textContent = code === "too_many" ? w.too_many : w.bad_code;
      })
      .catch(function () { document.getElementById("status").textContent = w.offline; });
  });
})();
