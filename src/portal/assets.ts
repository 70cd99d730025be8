/**
 * The portal's stylesheet and script, served from /portal/portal.css and /portal/portal.js. They are
 * strings here rather than files so that the TypeScript build carries them into dist/ and the
 * Content-Security-Policy can allow 'self' only (no inline style or script).
 */

export const PORTAL_CSS = `
:root {
  --ink: #1d2433; --muted: #5f6b7d; --line: #dde2ea; --bg: #f5f7fa; --card: #fff;
  --accent: #2f5bd3; --accent-dark: #2449ad; --danger: #b42318; --ok: #16794c; --warn-bg: #fff6e0;
  font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans CJK KR", "Noto Sans", sans-serif;
  font-size: 15px; line-height: 1.45; color: var(--ink); background: var(--bg);
}
* { box-sizing: border-box; }
body { margin: 0; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", monospace; font-size: 0.92em; }
a { color: var(--accent); }
header.top { display: flex; align-items: center; justify-content: space-between; padding: 10px 24px;
  background: var(--ink); color: #fff; }
header.top .brand { font-weight: 600; letter-spacing: 0.01em; }
header.top form { margin: 0; }
main { max-width: 1240px; margin: 0 auto; padding: 24px; }
main.narrow { max-width: 460px; padding-top: 10vh; }
h1 { font-size: 1.5rem; margin: 0 0 16px; }
h2 { font-size: 1.1rem; margin: 0 0 12px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 18px 20px; margin-bottom: 20px; }
.hint { color: var(--muted); font-size: 0.9em; }
label { display: flex; flex-direction: column; gap: 4px; font-size: 0.88em; color: var(--muted); }
input, select { font: inherit; color: var(--ink); padding: 7px 9px; border: 1px solid #c5ccd8; border-radius: 6px; background: #fff; }
input:focus, select:focus, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.form-row { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.form-row label.grow { flex: 1 1 200px; }
.form-row input[type=number] { width: 130px; }
.form-row input, .form-row select, .form-row button { height: 36px; }
.stack { display: flex; flex-direction: column; gap: 14px; }
.stack > * { margin: 0; }
button { font: inherit; cursor: pointer; border-radius: 6px; padding: 7px 14px; border: 1px solid var(--accent);
  background: var(--accent); color: #fff; }
button:hover { background: var(--accent-dark); }
button.quiet { background: transparent; border-color: #8792a6; color: #fff; padding: 4px 12px; }
button.quiet:hover { background: rgba(255, 255, 255, 0.12); }
button.danger { background: #fff; color: var(--danger); border-color: #e4b4ae; padding: 4px 10px; font-size: 0.88em; }
button.danger:hover { background: #fdf0ee; }
.alert { border-radius: 6px; padding: 10px 14px; margin-bottom: 16px; border: 1px solid; }
.alert.error { background: #fdf0ee; border-color: #f1c4bd; color: var(--danger); }
.alert.warn { background: var(--warn-bg); border-color: #f0d8a0; color: #6b4e00; }
table.keys { width: 100%; border-collapse: collapse; background: var(--card); font-size: 0.92em; }
table.keys th, table.keys td { padding: 9px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: middle; }
table.keys th { font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); font-weight: 600; }
table.keys td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.keys tr.inactive td { color: var(--muted); }
.key-name { font-weight: 600; }
.key-id { display: block; color: var(--muted); }
.sub { display: block; color: var(--muted); font-size: 0.82em; }
.badge { display: inline-block; border-radius: 999px; padding: 1px 9px; font-size: 0.82em; font-weight: 600; }
.badge.active { background: #e3f4ea; color: var(--ok); }
.badge.inactive { background: #eceef2; color: var(--muted); }
.table-wrap { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; }
time { white-space: nowrap; }
svg.chart { display: block; }
svg.chart .bar { fill: var(--accent); }
svg.chart .bar.zero { fill: #c9d0db; }
svg.chart .hit { fill: transparent; }
svg.chart g:hover .bar { fill: var(--ink); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0 0 18px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
.secret { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
.secret code { flex: 1 1 420px; padding: 10px 12px; background: #f0f3f8; border: 1px solid var(--line); border-radius: 6px;
  user-select: all; word-break: break-all; font-size: 1em; }
.copy-status { color: var(--ok); font-size: 0.9em; min-height: 1.3em; margin: 6px 0 0; }

/* Phones (down to 360 px): one column of form fields, and the key table as stacked rows, each a card
   whose cells are lines named by their column (data-label); nothing wider than the screen. */
@media (max-width: 640px) {
  header.top { padding: 10px 14px; }
  main { padding: 16px 12px; }
  main.narrow { padding-top: 24px; }
  h1 { font-size: 1.3rem; }
  .card { padding: 14px; }
  .form-row label, .form-row label.grow { flex: 1 1 100%; min-width: 0; }
  .form-row input, .form-row select, .form-row input[type=number], .form-row button { width: 100%; }
  select { max-width: 100%; text-overflow: ellipsis; }
  dl.facts { grid-template-columns: 1fr; gap: 2px; }
  dl.facts dd { margin-bottom: 8px; overflow-wrap: anywhere; }
  .secret code { flex: 1 1 100%; min-width: 0; }
  .secret button { width: 100%; }
  .table-wrap { overflow: visible; border: 0; border-radius: 0; }
  table.keys, table.keys tbody, table.keys tr, table.keys td { display: block; width: 100%; }
  table.keys { background: transparent; }
  table.keys thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  table.keys tr { background: var(--card); border: 1px solid var(--line); border-radius: 8px; margin-bottom: 12px; padding: 4px 0; }
  table.keys td, table.keys td.num { display: flow-root; padding: 7px 12px; text-align: right; white-space: normal; overflow-wrap: anywhere; }
  table.keys tr td:last-child { border-bottom: 0; }
  table.keys td::before { content: attr(data-label); float: left; max-width: 48%; margin-right: 10px; text-align: left;
    color: var(--muted); font-size: 0.78em; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; line-height: 1.9; }
  table.keys td:empty { display: none; }
  table.keys .key-id, table.keys .sub { display: block; }
  table.keys svg.chart { margin-left: auto; max-width: 100%; height: auto; }
  table.keys td.actions form { display: flex; justify-content: flex-end; }
}
`;

export const PORTAL_JS = `'use strict';
// Copy buttons: the clipboard API where the page may use it (https or localhost), else the text
// is selected so that Ctrl+C copies it.
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.addEventListener('click', async () => {
    const target = document.getElementById(button.dataset.copy);
    const status = document.getElementById(button.dataset.status);
    try {
      await navigator.clipboard.writeText(target.textContent);
      status.textContent = 'Copied to the clipboard.';
    } catch {
      getSelection().selectAllChildren(target);
      status.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';
    }
  });
}
// Forms that ask before they submit (deactivation cannot be undone).
for (const form of document.querySelectorAll('form[data-confirm]')) {
  form.addEventListener('submit', (event) => {
    if (!confirm(form.dataset.confirm)) event.preventDefault();
  });
}
`;
