// Crosswalk site script: progressive enhancement only. Without JavaScript every page works;
// with it, a guideline's platform sections become a tab set following the WAI-ARIA
// Authoring Practices tabs pattern (automatic activation, roving tabindex).
(function () {
  "use strict";

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

    function select(index, moveFocus) {
      tabs.forEach(function (tab, i) {
        var selected = i === index;
        tab.setAttribute("aria-selected", selected ? "true" : "false");
        tab.tabIndex = selected ? 0 : -1;
        panels[i].hidden = !selected;
      });
      if (moveFocus) tabs[index].focus();
    }

    list.addEventListener("click", function (event) {
      var index = tabs.indexOf(event.target.closest("[role=tab]"));
      if (index >= 0) select(index, true);
    });
    list.addEventListener("keydown", function (event) {
      var current = tabs.indexOf(document.activeElement);
      if (current < 0) return;
      var next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select((next + tabs.length) % tabs.length, true);
    });

    // Open the tab named in the address (#android), else the first.
    var fromHash = panels.findIndex(function (panel) { return "#" + panel.id === location.hash; });
    select(fromHash >= 0 ? fromHash : 0, false);
  }

  document.querySelectorAll("[data-tabs]").forEach(enhanceTabs);
})();
