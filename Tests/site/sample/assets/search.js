/* Crosswalk search: filters the guidelines in a JSON index as the user types, lists the
   matches, announces their number in a status region and keeps the query in the URL (?q=),
   so a search can be bookmarked and shared. Without JavaScript the page keeps its A to Z list.

   <form role="search" data-search-index="../assets/search-index.json" data-site-root="../">
   data-search-index: the index, relative to this page; data-site-root: the site's root,
   relative to this page (each entry's "url" is relative to it). Works under any base path. */
(function () {
  'use strict';

  var form = document.querySelector('form[data-search-index]');
  if (!form || !window.fetch || !window.URLSearchParams) return;
  var input = form.querySelector('input[type="search"]');
  var status = document.getElementById('search-status');
  var list = document.getElementById('search-results');
  var root = new URL(form.getAttribute('data-site-root'), document.baseURI);
  var indexUrl = new URL(form.getAttribute('data-search-index'), document.baseURI);
  var loading = null;
  var timer = 0;

  function load() {
    if (!loading) {
      loading = fetch(indexUrl).then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      });
    }
    return loading;
  }

  function fold(text) {
    return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  }

  function match(index, query) {
    var words = fold(query).split(/\s+/).filter(Boolean);
    return index.map(function (entry) {
      var title = fold(entry.title);
      var all = fold([entry.title, entry.standard, entry.number, entry.summary].concat(entry.topics || []).join(' '));
      if (!words.every(function (w) { return all.indexOf(w) >= 0; })) return null;
      var score = words.filter(function (w) { return title.indexOf(w) >= 0; }).length;
      return { entry: entry, score: score };
    }).filter(Boolean).sort(function (a, b) {
      return b.score - a.score || a.entry.title.localeCompare(b.entry.title);
    }).map(function (r) { return r.entry; });
  }

  function show(query, found) {
    list.textContent = '';
    found.forEach(function (entry) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = new URL(entry.url, root).href;
      link.textContent = entry.title;
      var meta = document.createElement('p');
      meta.textContent = entry.standard + ' ' + entry.number + ' · ' + entry.summary;
      item.appendChild(link);
      item.appendChild(meta);
      list.appendChild(item);
    });
    list.hidden = found.length === 0;
    if (!query) status.textContent = '';
    else if (found.length === 0) status.textContent = 'No guideline matches “' + query + '”.';
    else status.textContent = found.length + (found.length === 1 ? ' guideline matches' : ' guidelines match') + ' “' + query + '”.';
  }

  function run() {
    var query = input.value.trim();
    var url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query); else url.searchParams.delete('q');
    window.history.replaceState(null, '', url.href);
    if (!query) { show('', []); return; }
    load().then(function (index) {
      if (input.value.trim() === query) show(query, match(index, query));
    }).catch(function () {
      status.textContent = 'Search is not available right now; the A to Z list below has every guideline.';
    });
  }

  input.addEventListener('input', function () {
    window.clearTimeout(timer);
    timer = window.setTimeout(run, 150);
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    window.clearTimeout(timer);
    run();
  });

  var initial = new URLSearchParams(window.location.search).get('q');
  if (initial) {
    input.value = initial;
    run();
  }
})();
