/* Crosswalk tabs: turns headed sections into a WAI-ARIA tab set (the APG "tabs with automatic
   activation" pattern). No dependencies.

   Markup that works without JavaScript:
     <section data-tabs="Techniques by platform">        the value becomes the tablist's label
       <h2>Techniques</h2>
       <section id="ios" data-tab="iOS"><h3 class="platform-heading">iOS</h3> ...</section>
       <section id="android" data-tab="Android"> ... </section>
     </section>

   With the script: a role="tablist" of <button role="tab"> is inserted before the first
   section; each section becomes role="tabpanel" labelled by its tab, focusable (tabindex=0),
   and hidden unless selected. Keys on a tab: Left/Right move to the previous/next tab
   (wrapping), Home/End to the first/last; moving selects (automatic activation). Only the
   selected tab is in the Tab sequence (roving tabindex), so Tab goes on into the panel.
   A #fragment inside a panel selects that panel; the last chosen platform is remembered. */
(function () {
  'use strict';

  var STORAGE_KEY = 'crosswalk-tab';

  function remembered() {
    try { return window.localStorage.getItem(STORAGE_KEY); } catch (e) { return null; }
  }
  function remember(label) {
    try { window.localStorage.setItem(STORAGE_KEY, label); } catch (e) { /* private mode */ }
  }

  function setUp(container, n) {
    var panels = Array.prototype.filter.call(container.children, function (el) {
      return el.hasAttribute('data-tab');
    });
    if (panels.length < 2) return;

    var list = document.createElement('div');
    list.className = 'tablist';
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-label', container.getAttribute('data-tabs') || 'Sections');

    var tabs = panels.map(function (panel, i) {
      if (!panel.id) panel.id = 'tabs' + n + '-panel' + i;
      var tab = document.createElement('button');
      tab.type = 'button';
      tab.id = panel.id + '-tab';
      tab.textContent = panel.getAttribute('data-tab');
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      list.appendChild(tab);
      return tab;
    });

    function select(index, moveFocus) {
      tabs.forEach(function (tab, i) {
        var selected = i === index;
        tab.setAttribute('aria-selected', selected ? 'true' : 'false');
        tab.tabIndex = selected ? 0 : -1;
        panels[i].hidden = !selected;
      });
      if (moveFocus) tabs[index].focus();
    }

    function indexForHash() {
      var id = decodeURIComponent(window.location.hash.slice(1));
      var target = id && document.getElementById(id);
      if (!target) return -1;
      for (var i = 0; i < panels.length; i++) {
        if (panels[i].contains(target)) return i;
      }
      return -1;
    }

    list.addEventListener('click', function (event) {
      var i = tabs.indexOf(event.target.closest('[role="tab"]'));
      if (i < 0) return;
      select(i, true);
      remember(tabs[i].textContent);
    });

    list.addEventListener('keydown', function (event) {
      var i = tabs.indexOf(document.activeElement);
      if (i < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      var next;
      switch (event.key) {
        case 'ArrowRight': next = (i + 1) % tabs.length; break;
        case 'ArrowLeft': next = (i - 1 + tabs.length) % tabs.length; break;
        case 'Home': next = 0; break;
        case 'End': next = tabs.length - 1; break;
        default: return;
      }
      event.preventDefault();
      select(next, true);
      remember(tabs[next].textContent);
    });

    window.addEventListener('hashchange', function () {
      var i = indexForHash();
      if (i >= 0) select(i, false);
    });

    container.insertBefore(list, panels[0]);
    container.setAttribute('data-tabs-ready', '');

    var start = indexForHash();
    if (start < 0) {
      var label = remembered();
      start = Math.max(0, tabs.findIndex(function (tab) { return tab.textContent === label; }));
    }
    select(start, false);
  }

  Array.prototype.forEach.call(document.querySelectorAll('[data-tabs]'), setUp);
})();
