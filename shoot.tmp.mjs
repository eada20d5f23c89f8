import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
const base = "http://127.0.0.1:3100";
const dir = fs.readdirSync("test-results", { withFileTypes: true }).find((d) => d.name.startsWith(".sessions-"));
const cookies = JSON.parse(fs.readFileSync(path.join("test-results", dir.name, "admin@example.com.json"), "utf8"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
const [,, ...jobs] = process.argv;
for (const job of jobs) {
  const [name, url, width, clickText] = job.split("|");
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  await context.addCookies(cookies.map((c) => ({ ...c, domain: "127.0.0.1" })));
  const page = await context.newPage();
  await page.goto(base + url, { waitUntil: "networkidle" });
  if (clickText) { await page.getByRole("button", { name: clickText }).first().click(); await page.waitForTimeout(2500); }
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, "overflow", overflow);
  await context.close();
}
await browser.close();
