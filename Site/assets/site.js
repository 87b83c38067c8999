// Crosswalk site script: progressive enhancement only. Without JavaScript every page works;
// with it: a menu button on phones, a guideline's platform sections as a tab set (the WAI-ARIA
// Authoring Practices tabs pattern: automatic activation, roving tabindex, the selected tab in
// the address), scroll boxes focusable only when they scroll, stacked tables labelled, copy
// buttons on code, and the filters of platform pages. Every word it shows comes from the page.
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");

  // ---------------------------------------------------------------------------------------
  // The menu button (shown on narrow screens by the stylesheet).

  var menuButton = document.querySelector(".menu-button");
  var menu = menuButton && document.getElementById(menuButton.getAttribute("aria-controls"));
  if (menuButton && menu) {
    menuButton.addEventListener("click", function () {
      var open = menuButton.getAttribute("aria-expanded") !== "true";
      menuButton.setAttribute("aria-expanded", open ? "true" : "false");
      menu.classList.toggle("open", open);
    });
    menu.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && menu.classList.contains("open")) {
        menuButton.setAttribute("aria-expanded", "false");
        menu.classList.remove("open");
        menuButton.focus();
      }
    });
  }

  // Forms that only work with this script (the home page's search box) are shown by it.
  document.querySelectorAll("[data-needs-script]").forEach(function (element) { element.hidden = false; });

  // ---------------------------------------------------------------------------------------
  // Tabs.

  function enhanceTabs(container) {
    var panels = Array.prototype.slice.call(container.querySelectorAll(":scope > section.tab-panel"));
    if (panels.length < 2) return;
    var list = document.createElement("div");
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-label", "Platforms");
    var tabs = panels.map(function (panel) {
      var heading = panel.querySelector("h3");
      var tab = document.createElement("button");
      tab.type = "button";
      tab.id = "tab-" + panel.id;
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", panel.id);
      tab.textContent = heading ? heading.textContent : panel.id;
      panel.setAttribute("role", "tabpanel");
      panel.setAttribute("aria-labelledby", tab.id);
      panel.setAttribute("tabindex", "0");
      if (heading) heading.classList.add("tab-heading-hidden");
      list.appendChild(tab);
      return tab;
    });
    container.insertBefore(list, panels[0]);

    // The selected panel goes in the address (#android), replacing the entry rather than
    // adding one, so that Back leaves the page as it did before.
    function select(index, moveFocus, record) {
      tabs.forEach(function (tab, i) {
        var selected = i === index;
        tab.setAttribute("aria-selected", selected ? "true" : "false");
        tab.tabIndex = selected ? 0 : -1;
        panels[i].hidden = !selected;
      });
      if (moveFocus) tabs[index].focus();
      if (record && location.hash !== "#" + panels[index].id) {
        history.replaceState(history.state, "", location.pathname + location.search + "#" + panels[index].id);
      }
    }

    list.addEventListener("click", function (event) {
      var index = tabs.indexOf(event.target.closest("[role=tab]"));
      if (index >= 0) select(index, true, true);
    });
    list.addEventListener("keydown", function (event) {
      var current = tabs.indexOf(document.activeElement);
      if (current < 0) return;
      var next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select((next + tabs.length) % tabs.length, true, true);
    });

    // The panel the address names (#android, or an element inside it), else the first.
    function fromHash() {
      var target = location.hash.length > 1 && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      return target ? panels.findIndex(function (panel) { return panel === target || panel.contains(target); }) : -1;
    }
    window.addEventListener("hashchange", function () {
      var index = fromHash();
      if (index >= 0) select(index, false, false);
    });
    var initial = fromHash();
    select(initial >= 0 ? initial : 0, false, false);
  }

  document.querySelectorAll("[data-tabs]").forEach(enhanceTabs);

  // ---------------------------------------------------------------------------------------
  // Scroll boxes (wide tables, code): focusable, and named as a region, only while their
  // content is wider than they are; the HTML makes them focusable, for readers without
  // this script. A table with more than three columns is stacked on phones (site.css); its
  // cells are labelled from the header row where the page did not label them.

  function labelCells(table) {
    var head = table.tHead && table.tHead.rows[0];
    if (!head || head.cells.length <= 3) return;
    var names = Array.prototype.map.call(head.cells, function (cell) { return cell.textContent.trim(); });
    Array.prototype.forEach.call(table.tBodies, function (body) {
      Array.prototype.forEach.call(body.rows, function (row) {
        Array.prototype.forEach.call(row.cells, function (cell, i) {
          if (cell.tagName === "TD" && !cell.hasAttribute("data-label") && names[i]) cell.setAttribute("data-label", names[i]);
        });
      });
    });
    table.classList.add("stack");
  }

  var hint = root.getAttribute("data-scroll-hint");
  function update(box) {
    var scrolls = box.scrollWidth > box.clientWidth + 1;
    // A region is a landmark: only a box that scrolls is one (named by its caption).
    if (!box.hasAttribute("data-role")) {
      box.setAttribute("data-role", box.getAttribute("role") || "");
      box.setAttribute("data-labelledby", box.getAttribute("aria-labelledby") || "");
    }
    var region = box.getAttribute("data-role") === "region";
    if (scrolls) {
      box.tabIndex = 0;
      if (region) {
        box.setAttribute("role", "region");
        box.setAttribute("aria-labelledby", box.getAttribute("data-labelledby"));
      }
      box.setAttribute("data-scrolls", "");
    } else {
      box.removeAttribute("tabindex");
      if (region) {
        box.removeAttribute("role");
        box.removeAttribute("aria-labelledby");
      }
      box.removeAttribute("data-scrolls");
    }
    var label = box.previousElementSibling;
    if (hint && label && label.classList.contains("table-caption")) {
      var cue = label.querySelector(".scroll-hint");
      if (scrolls && !cue) {
        cue = document.createElement("span");
        cue.className = "scroll-hint";
        cue.textContent = hint;
        label.appendChild(document.createTextNode(" "));
        label.appendChild(cue);
      }
      if (cue) cue.hidden = !scrolls;
    }
  }

  var boxes = Array.prototype.slice.call(document.querySelectorAll(".table-scroll, .code-scroll"));
  boxes.forEach(function (box) {
    var table = box.querySelector("table.data");
    if (table) labelCells(table);
    update(box);
  });
  if (window.ResizeObserver) {
    var observer = new ResizeObserver(function (entries) { entries.forEach(function (entry) { update(entry.target); }); });
    boxes.forEach(function (box) { observer.observe(box); });
  }

  // ---------------------------------------------------------------------------------------
  // Copy buttons on code.

  document.querySelectorAll(".copy-code").forEach(function (button) {
    var block = button.closest(".code-block");
    var code = block && block.querySelector("pre code");
    if (!code || !navigator.clipboard) return;
    button.hidden = false;
    var label = button.firstChild.nodeValue;
    var status = document.createElement("span");
    status.className = "visually-hidden";
    status.setAttribute("role", "status");
    button.after(status);
    var timer = null;
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(code.textContent).then(function () {
        return button.getAttribute("data-copied");
      }, function () {
        return button.getAttribute("data-failed");
      }).then(function (message) {
        button.firstChild.nodeValue = message;
        status.textContent = message;
        clearTimeout(timer);
        timer = setTimeout(function () { button.firstChild.nodeValue = label; status.textContent = ""; }, 3000);
      });
    });
  });

  // ---------------------------------------------------------------------------------------
  // A platform topic's page: the contents stay open beside the guidelines on wide screens,
  // and the filters by standard and level (kept in the address and carried to the other
  // pages of the topic).

  var contents = document.querySelector("[data-contents]");
  if (contents && window.matchMedia) {
    var wide = window.matchMedia("(min-width: 60rem)");
    var place = function () { if (wide.matches) contents.open = true; };
    place();
    if (wide.addEventListener) wide.addEventListener("change", place);
  }

  var filter = document.querySelector("[data-filter]");
  if (filter) {
    var articles = Array.prototype.slice.call(document.querySelectorAll("article[data-standard]"));
    var status = document.querySelector("[data-filter-status]");
    var fields = Array.prototype.slice.call(filter.querySelectorAll("select"));
    var params = new URLSearchParams(location.search);
    fields.forEach(function (field) {
      var value = params.get(field.name);
      if (value && Array.prototype.some.call(field.options, function (o) { return o.value === value; })) field.value = value;
    });
    var apply = function (record) {
      var shown = 0;
      articles.forEach(function (article) {
        var match = fields.every(function (field) { return !field.value || article.getAttribute("data-" + field.name) === field.value; });
        article.hidden = !match;
        if (match) shown++;
      });
      var query = new URLSearchParams();
      fields.forEach(function (field) { if (field.value) query.set(field.name, field.value); });
      var search = query.toString() ? "?" + query.toString() : "";
      if (record) history.replaceState(history.state, "", location.pathname + search + location.hash);
      document.querySelectorAll(".pages a").forEach(function (link) {
        link.search = search;
      });
      var key = shown === articles.length ? "data-all" : shown === 0 ? "data-none" : "data-some";
      status.textContent = (status.getAttribute(key) || "").replace("{shown}", shown).replace("{total}", articles.length);
    };
    fields.forEach(function (field) { field.addEventListener("change", function () { apply(true); }); });
    filter.addEventListener("submit", function (event) { event.preventDefault(); });
    filter.hidden = false;
    apply(false);
  }
})();
