/**
 * The portal's pages as HTML (server-rendered; the only script is /portal/portal.js: the copy button
 * and the confirmation before a deactivation). Every value is escaped by `html`.
 */
import { limitsFor, PLANS, TIERS, type Tier } from '../access/plans.js';
import type { DayUsage, KeyRecord, Usage } from '../access/store.js';
import { html, type Html } from './html.js';

export const PORTAL_PATH = '/portal';

/** A key as the list shows it. */
export interface KeyView extends KeyRecord {
  usage: Usage;
  /** Requests in the current UTC calendar month. */
  monthRequests: number;
  /** The last 30 UTC days, oldest first. */
  chart: DayUsage[];
}

/** What the create form was sent with, to fill it in again after an error. */
export interface KeyForm {
  name: string;
  tier: string;
  dailyLimit: string;
  creditLimit: string;
}

const EMPTY_FORM: KeyForm = { name: '', tier: 'developer', dailyLimit: '', creditLimit: '' };

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
/** 2026-05-01T08:03:12.345Z → 2026-05-01 above 08:03 (the column says UTC). */
const timestamp = (iso: string) =>
  html`<time datetime="${iso}">${iso.slice(0, 10)}<span class="sub">${iso.slice(11, 16)}</span></time>`;

function layout(title: string, body: Html, csrf?: string): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Developer portal</title>
<link rel="stylesheet" href="${PORTAL_PATH}/portal.css">
<script src="${PORTAL_PATH}/portal.js" defer></script>
</head>
<body>
<header class="top">
  <span class="brand">Developer portal</span>
  ${csrf &&
  html`<form method="post" action="${PORTAL_PATH}/sign-out">
    <input type="hidden" name="csrf" value="${csrf}">
    <button class="quiet" type="submit">Sign out</button>
  </form>`}
</header>
${body}
</body>
</html>`;
}

export function signInPage(csrf: string, error?: string): Html {
  return layout(
    'Sign in',
    html`<main class="narrow">
  <form class="card stack" method="post" action="${PORTAL_PATH}/sign-in">
    <h1>Sign in</h1>
    ${error && html`<div class="alert error" role="alert">${error}</div>`}
    <input type="hidden" name="csrf" value="${csrf}">
    <label>Admin token
      <input type="password" name="token" required autocomplete="off" autofocus>
    </label>
    <p class="hint">The value of <code>ADMIN_TOKEN</code>, or the token the service printed on its first start.</p>
    <button type="submit">Sign in</button>
  </form>
</main>`,
  );
}

export function keysPage(csrf: string, keys: KeyView[], options: { error?: string; form?: KeyForm } = {}): Html {
  const form = options.form ?? EMPTY_FORM;
  return layout(
    'API keys',
    html`<main>
  <h1>API keys</h1>
  ${options.error && html`<div class="alert error" role="alert">${options.error}</div>`}
  <form class="card" method="post" action="${PORTAL_PATH}/keys">
    <h2>Create a key</h2>
    <input type="hidden" name="csrf" value="${csrf}">
    <div class="form-row">
      <label class="grow">Name
        <input name="name" required maxlength="100" value="${form.name}" placeholder="e.g. Acme mobile app">
      </label>
      <label>Tier
        <select name="tier">${TIERS.map(
          (tier) => html`<option value="${tier}"${tier === form.tier && html` selected`}>${tierLabel(tier)}</option>`,
        )}</select>
      </label>
      <label>Daily limit
        <input type="number" name="daily_limit" min="0" max="999999999" value="${form.dailyLimit}" placeholder="tier's">
      </label>
      <label>Credit limit
        <input type="number" name="credit_limit" min="0" max="999999999" value="${form.creditLimit}" placeholder="tier's">
      </label>
      <button type="submit">Create key</button>
    </div>
  </form>
  ${keys.length === 0 ? html`<p class="hint">No keys yet.</p>` : keysTable(csrf, keys)}
  <p class="hint">Usage counts requests and credits per UTC day; "this month" is the current UTC calendar month.
    Free keys' credits are granted once, the other tiers' every month.</p>
</main>`,
    csrf,
  );
}

function tierLabel(tier: Tier): string {
  const { dailyLimit, creditLimit } = limitsFor({ tier, daily_limit: null, credit_limit: null });
  const period = PLANS[tier].creditPeriod === 'lifetime' ? 'once' : 'a month';
  return `${tier} — ${count(dailyLimit)} requests a day, ${count(creditLimit)} credits ${period}`;
}

function keysTable(csrf: string, keys: KeyView[]): Html {
  return html`<div class="table-wrap"><table class="keys">
  <thead><tr>
    <th>Key</th><th>Tier</th><th>Created (UTC)</th><th>Last used (UTC)</th>
    <th>Requests today</th><th>Requests this month</th><th>Credits</th><th>Last 30 days</th><th>Status</th><th></th>
  </tr></thead>
  <tbody>${keys.map(
    // data-label: the column's name, shown beside each cell where the rows are stacked (narrow screens).
    (key) => html`
  <tr id="key-${key.id}" class="${key.active ? 'active' : 'inactive'}">
    <td data-label="Key"><span class="key-name">${key.name}</span><code class="key-id">${key.id}</code></td>
    <td data-label="Tier">${key.tier}</td>
    <td data-label="Created (UTC)">${timestamp(key.created_at)}</td>
    <td data-label="Last used (UTC)">${key.last_used_at ? timestamp(key.last_used_at) : '—'}</td>
    <td data-label="Requests today" class="num today">${count(key.usage.dailyUsed)} / ${count(key.usage.dailyLimit)}</td>
    <td data-label="Requests this month" class="num month">${count(key.monthRequests)}</td>
    <td data-label="Credits" class="num credits">${count(key.usage.creditsUsed)} / ${count(key.usage.creditLimit)}<span class="sub">${
      PLANS[key.tier].creditPeriod === 'lifetime' ? 'lifetime' : 'this month'
    }</span></td>
    <td data-label="Last 30 days">${usageChart(key.chart)}</td>
    <td data-label="Status"><span class="badge ${key.active ? 'active' : 'inactive'}">${key.active ? 'active' : 'deactivated'}</span></td>
    <td data-label="Actions" class="actions">${
      key.active &&
      html`<form method="post" action="${PORTAL_PATH}/keys/${key.id}/deactivate"
        data-confirm="Deactivate ${key.name} (${key.id})? Requests with this key will get 403. This cannot be undone.">
        <input type="hidden" name="csrf" value="${csrf}">
        <button class="danger" type="submit">Deactivate</button>
      </form>`
    }</td>
  </tr>`,
  )}
  </tbody>
</table></div>`;
}

const BAR = 6;
const HEIGHT = 36;

/** Requests per day as bars, scaled to the busiest day; each bar's title names its day and counts. */
export function usageChart(days: DayUsage[]): Html {
  const peak = Math.max(1, ...days.map((d) => d.requests));
  const total = days.reduce((sum, d) => sum + d.requests, 0);
  const width = days.length * BAR;
  const label = `Requests per UTC day, ${days[0].day} to ${days.at(-1)!.day}: ${plural(total, 'request')} in total`;
  const bars = days.map((d, i) => {
    // A day without requests keeps a 1-pixel baseline, so the 30 days stay visible.
    const h = d.requests === 0 ? 1 : Math.max(2, Math.round((d.requests / peak) * HEIGHT));
    const x = i * BAR;
    return html`<g><title>${d.day}: ${plural(d.requests, 'request')}, ${plural(d.credits, 'credit')}</title>\
<rect class="hit" x="${x}" y="0" width="${BAR}" height="${HEIGHT}"/>\
<rect class="bar${d.requests === 0 && ' zero'}" x="${x}" y="${HEIGHT - h}" width="${BAR - 1}" height="${h}"/></g>`;
  });
  return html`<svg class="chart" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img"
    aria-label="${label}">${bars}</svg>`;
}

export function createdPage(csrf: string, record: KeyRecord, key: string): Html {
  const { dailyLimit, creditLimit } = limitsFor(record);
  const period = PLANS[record.tier].creditPeriod === 'lifetime' ? 'once' : 'a month';
  return layout(
    'Key created',
    html`<main>
  <div class="card">
    <h1>Key created</h1>
    <dl class="facts">
      <dt>Name</dt><dd>${record.name}</dd>
      <dt>Id</dt><dd><code>${record.id}</code></dd>
      <dt>Tier</dt><dd>${record.tier}</dd>
      <dt>Limits</dt><dd>${count(dailyLimit)} requests a day, ${count(creditLimit)} credits ${period}</dd>
    </dl>
    <div class="alert warn" role="alert"><strong>This is the only time the key is shown.</strong>
      Only its hash is stored, so it cannot be shown again: copy it now and keep it secret.</div>
    <div class="secret">
      <code id="new-key">${key}</code>
      <button type="button" data-copy="new-key" data-status="copy-status">Copy</button>
    </div>
    <p id="copy-status" class="copy-status" role="status" aria-live="polite"></p>
    <p class="hint">Send it in the <code>X-API-Key</code> header, e.g.
      <code>curl -H "X-API-Key: $KEY" …/v1/astrology/natal-chart/demo</code></p>
    <p><a href="${PORTAL_PATH}/keys">Back to the keys</a></p>
  </div>
</main>`,
    csrf,
  );
}

/** A page with one message and a link onwards (errors, expired sessions, 404). */
export function messagePage(title: string, message: string, link: { href: string; text: string }, csrf?: string): Html {
  return layout(
    title,
    html`<main class="narrow">
  <div class="card">
    <h1>${title}</h1>
    <p>${message}</p>
    <p><a href="${link.href}">${link.text}</a></p>
  </div>
</main>`,
    csrf,
  );
}
