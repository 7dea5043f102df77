// The owner's path on a production install (npm run build, then npm ci --omit=dev), driven as an
// operator would: plain node, npm's own commands, nothing from the dev dependencies. Prints the
// install's size, the server's memory and the time to the first page.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-production-"));
const dataDir = path.join(work, "data");
const OWNER = { username: "owner", password: "production smoke 2026 pass" };

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// A live site's configuration: its public address, production mode, one proxy's worth of trust off.
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? work,
  ...(process.env.npm_config_nodedir ? { npm_config_nodedir: process.env.npm_config_nodedir } : {}),
  NODE_ENV: "production",
  PUBLIC_URL: origin,
  HOST: "127.0.0.1",
  PORT: String(port),
  DATA_DIR: dataDir,
  ADMIN_USERNAME: OWNER.username,
  ADMIN_PASSWORD: OWNER.password,
  LOG_LEVEL: "warn",
};

let step = "";
const check = (ok, what) => {
  if (!ok) throw new Error(`${step}: ${what}`);
};
const say = (line) => process.stdout.write(`${line}\n`);
const npm = (args, extraEnv = {}) => run("npm", args, { cwd: root, env: { ...env, ...extraEnv } });
const refused = async (promise) => {
  try {
    await promise;
  } catch (error) {
    return `${error.stdout ?? ""}${error.stderr ?? ""}`;
  }
  throw new Error(`${step}: went ahead when it should have refused`);
};

/** `npm start` as a process manager runs it, and how long it took to answer its first page. */
async function startShop() {
  const started = performance.now();
  const child = spawn("npm", ["start"], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${step}: npm start exited ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/`)).status === 200) break;
    } catch {}
    if (performance.now() - started > 30_000)
      throw new Error(`${step}: no first page after 30 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, firstPageMs: Math.round(performance.now() - started) };
}

/** SIGTERM to npm, as systemd or docker stop sends it: the server itself must stop and free its port. */
async function stopShop(shop) {
  const exited = new Promise((resolve) => shop.child.once("exit", resolve));
  shop.child.kill("SIGTERM");
  await exited;
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await fetch(`${origin}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${step}: the server still answers after npm start was sent SIGTERM`);
}

/** The server's process: npm's child, as `exec` in the start script makes it. */
const serverPid = async (shop) => {
  const { stdout } = await run("pgrep", ["-P", String(shop.child.pid)]);
  return Number(stdout.trim().split("\n")[0]);
};
const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);

const signIn = async (password) => {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: OWNER.username, password }),
  });
  return { status: response.status, token: (await response.json()).token };
};

try {
  say(`node ${process.version}, production install in ${root}`);
  step = "the install holds no development tools";
  check(!fs.existsSync(path.join(root, "node_modules", "vite")), "vite is installed");
  check(!fs.existsSync(path.join(root, "node_modules", "tsx")), "tsx is installed");

  step = "npm start";
  let shop = await startShop();
  say(`first page ${shop.firstPageMs} ms after npm start`);

  step = "a live site never seeds on an anonymous call";
  const seeded = await (await fetch(`${origin}/api/init-sample-data-dev`, { method: "POST" })).json();
  check(seeded.seeded === false, `seeded: ${JSON.stringify(seeded)}`);

  step = "sign in";
  const { status, token } = await signIn(OWNER.password);
  check(status === 200 && token, `status ${status}`);
  const auth = { authorization: `Bearer ${token}` };

  step = "upload a photo";
  const sharp = createRequire(path.join(root, "package.json"))("sharp");
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c9a227" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("photo", new Blob([photo], { type: "image/jpeg" }), "necklace.jpg");
  const uploaded = await fetch(`${origin}/api/uploads`, { method: "POST", headers: auth, body: form });
  check(
    uploaded.status === 201 || uploaded.status === 200,
    `status ${uploaded.status}: ${await uploaded.clone().text()}`,
  );
  const { url } = await uploaded.json();
  const created = await fetch(`${origin}/api/jewelry`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Rajkonna Necklace",
      description: "A bridal necklace.",
      category: "Necklace",
      metal: "Gold",
      purity: "22K",
      weight: 48.6,
      imageUrl: url,
    }),
  });
  check(created.status === 201, `creating the item: ${created.status} ${await created.clone().text()}`);
  check((await fetch(`${origin}${url}`)).status === 200, "the photo is not served");

  step = "back up while the site serves";
  const backup = path.join(work, "backup");
  const { stdout: backedUp } = await npm(["run", "backup", "--", backup]);
  check(fs.existsSync(path.join(backup, "shop.sqlite")), backedUp);

  step = "a second server on the same data folder";
  const second = await refused(
    run(process.execPath, ["server/dist/main.js"], {
      cwd: root,
      env: { ...env, PORT: String(await freePort()) },
    }),
  );
  check(second.includes(`DATA_DIR ${dataDir} is in use by the server`), second);
  check((await fetch(`${origin}/api/health`)).status === 200, "the first server stopped serving");

  step = "restore while the server runs";
  const underServer = await refused(npm(["run", "admin", "--", "restore", backup]));
  check(underServer.includes(`${dataDir} is in use by the server`), underServer);

  step = "memory";
  const pid = await serverPid(shop);
  const idle = rssMb(pid);
  const pages = [
    "/",
    "/jewelry",
    "/gold-rates",
    "/about",
    "/contact",
    "/bn",
    "/bn/jewelry",
    "/gold-calculator",
  ];
  for (let i = 0; i < 1000; i += 1) {
    const response = await fetch(`${origin}${pages[i % pages.length]}`);
    await response.arrayBuffer();
    check(response.status === 200, `${pages[i % pages.length]} answered ${response.status}`);
  }
  say(`server memory (RSS): ${idle} MB idle, ${rssMb(pid)} MB after 1,000 page requests`);

  step = "stop with SIGTERM";
  await stopShop(shop);

  step = "restore";
  const { stdout: restored } = await npm(["run", "admin", "--", "restore", backup]);
  check(restored.includes("Restored"), restored);

  step = "reset the password";
  const newPassword = "kolka jhumka 7 bazar";
  const { stdout: reset } = await npm(["run", "admin", "--", "reset-password"], {
    ADMIN_PASSWORD: newPassword,
  });
  check(reset.includes("Password reset"), reset);

  step = "the sample shop, asked for on a new shop";
  const { stdout: sample } = await npm(["run", "admin", "--", "sample-shop"], {
    DATA_DIR: path.join(work, "sample-data"),
  });
  check(sample.includes("The sample shop is in"), sample);

  step = "start again after the restore";
  shop = await startShop();
  check((await signIn(OWNER.password)).status === 401, "the old password still works");
  const again = await signIn(newPassword);
  check(again.status === 200, `signing in with the new password: ${again.status}`);
  const items = await (await fetch(`${origin}/api/jewelry`)).json();
  check(
    items.some((item) => item.imageUrl === url),
    "the restored item is missing",
  );
  check((await fetch(`${origin}${url}`)).status === 200, "the restored photo is not served");
  await stopShop(shop);

  step = "a source change after the build";
  const main = path.join(root, "server", "src", "main.ts");
  const source = fs.readFileSync(main, "utf8");
  fs.appendFileSync(main, "\n// changed after the build\n");
  try {
    const stale = await refused(npm(["start"]));
    check(
      stale.includes("The source has changed since the last build") && stale.includes("npm run build"),
      stale,
    );
  } finally {
    fs.writeFileSync(main, source);
  }

  const { stdout: size } = await run("du", ["-sh", path.join(root, "node_modules")]);
  say(`production node_modules: ${size.split("\t")[0]}`);
  say("production install: every step passed");
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
