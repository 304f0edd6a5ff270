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
  var more = document.getElementById("more");
  // a big index (the whole corpus) shows the first `limit` matches; "show all" lifts the limit
  var limit = parseInt(table.getAttribute("data-limit"), 10) || Infinity;

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
      if (ok) { count++; }
      var hide = !ok || count > limit;
      if (row.hidden !== hide) { row.hidden = hide; }
    }
    if (count > limit) {
      shown.textContent = count + " of " + rows.length + " match, the first " + limit + " shown";
      more.hidden = false;
    } else {
      shown.textContent = count + " of " + rows.length + " shown";
      more.hidden = true;
    }
  }

  var timer = null;
  search.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(apply, rows.length > 2000 ? 150 : 0);
  });
  for (var key in selects) { selects[key].addEventListener("change", apply); }
  more.addEventListener("click", function () { limit = Infinity; apply(); });
  apply();
})();
