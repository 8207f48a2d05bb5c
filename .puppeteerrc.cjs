// pa11y drives Debian's Chromium (/usr/bin/chromium, given in tests/e2e/site/pa11y.spec.ts): where npm runs
// install scripts, puppeteer must not download a browser of its own (this network serves none).
module.exports = { skipDownload: true };
