// mmtb view: keyboard navigation, row links, compare picker, optional auto-refresh.
// No dependencies, no network access beyond this server.
(function () {
  "use strict";
  function typing(e) {
    var t = e.target;
    return t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA" || t.isContentEditable);
  }
  function go(sel) {
    var a = document.querySelector(sel);
    if (a && a.href) { window.location.href = a.href; return true; }
    return false;
  }
  var rows = Array.prototype.slice.call(document.querySelectorAll("tr.row[data-href]"));
  var focused = -1;
  function focusRow(i) {
    if (!rows.length) return;
    if (focused >= 0) rows[focused].classList.remove("focused");
    focused = Math.max(0, Math.min(rows.length - 1, i));
    rows[focused].classList.add("focused");
    rows[focused].scrollIntoView({ block: "nearest" });
  }
  document.addEventListener("keydown", function (e) {
    if (typing(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    var page = document.body.getAttribute("data-page");
    var k = e.key;
    if (page === "sample") {
      if (k === "j" || k === "ArrowRight") { if (go("a#next")) e.preventDefault(); }
      else if (k === "k" || k === "ArrowLeft") { if (go("a#prev")) e.preventDefault(); }
      else if (k === "u") { if (go("a#up")) e.preventDefault(); }
      return;
    }
    if (k === "j" || k === "ArrowDown") { focusRow(focused + 1); e.preventDefault(); }
    else if (k === "k" || k === "ArrowUp") { focusRow(focused - 1); e.preventDefault(); }
    else if (k === "Enter" && focused >= 0) { window.location.href = rows[focused].getAttribute("data-href"); }
    else if (k === "ArrowRight") { if (go("a[rel=next]")) e.preventDefault(); }
    else if (k === "ArrowLeft") { if (go("a[rel=prev]")) e.preventDefault(); }
    else if (k === "u") { var up = document.body.getAttribute("data-up"); if (up) window.location.href = up; }
  });
  // compare picker: enabled with two or more runs ticked
  var form = document.getElementById("compare-form");
  if (form) {
    var btn = document.getElementById("compare-btn");
    var sync = function () { btn.disabled = form.querySelectorAll("input[name=run]:checked").length < 2; };
    form.addEventListener("change", sync);
    sync();
  }
  // auto-refresh of the runs list while a run is running (opt-in, remembered)
  var period = parseInt(document.body.getAttribute("data-refresh") || "0", 10);
  var box = document.getElementById("autorefresh");
  if (box && period > 0) {
    box.checked = window.localStorage.getItem("mmtb-autorefresh") === "1";
    var timer = null;
    var arm = function () {
      if (timer) { clearTimeout(timer); timer = null; }
      if (box.checked) timer = setTimeout(function () { window.location.reload(); }, period * 1000);
    };
    box.addEventListener("change", function () {
      window.localStorage.setItem("mmtb-autorefresh", box.checked ? "1" : "0");
      arm();
    });
    arm();
  }
})();
