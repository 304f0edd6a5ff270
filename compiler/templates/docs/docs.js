// oraclec docs: filter and search the card index. Plain JavaScript, no dependencies.
(function () {
  "use strict";
  var table = document.getElementById("cards");
  if (!table) { return; }
  var rows = Array.prototype.slice.call(table.tBodies[0].rows);
  var haystack = rows.map(function (row) {
    return (row.cells[0].textContent + " " + row.cells[4].textContent).toLowerCase();
  });
  var search = document.getElementById("search");
  var selects = {
    level: document.getElementById("f-level"),
    colors: document.getElementById("f-color"),
    types: document.getElementById("f-type"),
    keywords: document.getElementById("f-keyword")
  };
  var shown = document.getElementById("shown");

  function has(row, key, value) {
    if (!value) { return true; }
    var data = row.getAttribute("data-" + key) || "";
    return key === "level" ? data === value : data.split("|").indexOf(value) >= 0;
  }

  function apply() {
    var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    var count = 0;
    for (var i = 0; i < rows.length; i++) {
      var row = rows[i];
      var ok = words.every(function (w) { return haystack[i].indexOf(w) >= 0; });
      for (var key in selects) {
        if (ok && !has(row, key, selects[key].value)) { ok = false; }
      }
      row.hidden = !ok;
      if (ok) { count++; }
    }
    shown.textContent = count + " of " + rows.length + " shown";
  }

  var timer = null;
  search.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(apply, rows.length > 2000 ? 150 : 0);
  });
  for (var key in selects) { selects[key].addEventListener("change", apply); }
  apply();
})();
