// Clean-clone check (issue 23 §1: the product needs nothing outside its repository). Copies the checkout's files into
// an empty temporary folder, with no `shared/` or anything else beside it, builds the server there, starts it on a
// fresh data folder and requires: the page to be served, the demo's first deliveries to be written, and every ERN
// message in them to validate against the copy's own standards/ddex-ern43 schema (in-process, libxml2-wasm).
//
//   node scripts/clean-clone-check.mjs
//
// Environment: CLEAN_CLONE_TIMEOUT_MS sets both waits below; CLEAN_CLONE_START_TIMEOUT_MS (default 240 s, the first
// start seeds the demo) and CLEAN_CLONE_DELIVERY_TIMEOUT_MS (default 120 s) set one each. CLEAN_CLONE_KEEP=1 keeps
// the temporary folder for a look afterwards. The server's output goes to .tmp/clean-clone-server.log.
//
// node_modules is not installed again: the copy gets links to the checkout's installed packages. Not one link to the
// whole folder, though: npm links the workspace packages as node_modules/@portal/<name> -> ../../packages/<name>,
// and a relative link is resolved from where it really is. Through a single `<copy>/node_modules` link those would
// land in the ORIGINAL checkout's packages/* (Node and esbuild follow links to real paths), so the copy would be
// built from the original's workspace source and a file missing from the repository would go unnoticed. So
// `<copy>/node_modules` is a real folder holding one link per installed package (to the checkout's), and the
// workspace links are recreated with their relative targets, so they resolve inside the copy; the source map of
// the bundle is checked for any source outside the copy. Packages from npm resolve to the checkout's node_modules,
// which a user's clone has after `npm ci`.
import { copyFileSync, cpSync, createWriteStream, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn, spawnSync } from 'node:child_process';

const root = realpathSync(fileURLToPath(new URL('..', import.meta.url)));
const SCHEMA = 'standards/ddex-ern43/release-notification.xsd';
const ms = (name, fallback) => {
  const value = Number(process.env[name] ?? process.env.CLEAN_CLONE_TIMEOUT_MS ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const START_TIMEOUT_MS = ms('CLEAN_CLONE_START_TIMEOUT_MS', 240_000);
const DELIVERY_TIMEOUT_MS = ms('CLEAN_CLONE_DELIVERY_TIMEOUT_MS', 120_000);
const READY = 'SoundPort is running on';
/** Settings that would point the server outside the copy, or at another database; the check starts without them. */
const STRIPPED_ENV = [/^DDEX_SCHEMA_DIR$/, /^(TEST_)?DATABASE_URL$/, /^WEB_DIST_DIR$/, /^STORAGE_DIR$/, /^STORAGE_S3_/, /^(SALES|ANALYTICS)_INBOX_DIR$/, /^DELIVERY_/, /^SEED_DEMO$/, /^NODE_ENV$/];

class CheckFailure extends Error {}
const log = (text) => console.log(`clean-clone: ${text}`);
const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

/** Tracked files, and those not tracked yet but not ignored (so the check also works before a commit). */
function repositoryFiles() {
  const list = (...args) => {
    const result = spawnSync('git', ['ls-files', '-z', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new CheckFailure(`git ls-files ${args.join(' ')} failed: ${result.stderr || result.error}`);
    return result.stdout.split('\0').filter(Boolean);
  };
  return [...new Set([...list(), ...list('--others', '--exclude-standard')])].sort();
}

function copyFiles(files, copy) {
  let copied = 0;
  for (const file of files) {
    const from = join(root, file);
    let stat;
    try {
      stat = lstatSync(from);
    } catch {
      continue; // deleted in the working tree, not committed yet
    }
    const to = join(copy, file);
    mkdirSync(dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else if (stat.isFile()) copyFileSync(from, to);
    else continue; // a submodule: nothing of ours
    copied += 1;
  }
  return copied;
}

/** A workspace folder of the checkout (not anything under a node_modules). */
const isWorkspacePath = (path) => inside(path, root) && !relative(root, path).split(sep).includes('node_modules');

/**
 * `copyDir` becomes a folder of links to the entries of the checkout's `realDir` (see the top of the file); links
 * into the checkout's workspace folders are made to the same folders in the copy. Vite's caches are left out so a
 * build in the copy writes its own.
 */
function linkNodeModules(realDir, copyDir, copy) {
  mkdirSync(copyDir, { recursive: true });
  for (const name of readdirSync(realDir)) {
    if (name === '.vite' || name === '.vite-temp' || name === '.cache') continue;
    const from = join(realDir, name);
    const to = join(copyDir, name);
    const stat = lstatSync(from);
    if (stat.isSymbolicLink()) {
      const target = readlinkSync(from);
      const resolved = resolve(dirname(from), target);
      if (isWorkspacePath(resolved)) {
        symlinkSync(relative(dirname(to), join(copy, relative(root, resolved))) || '.', to);
        continue;
      }
    } else if (stat.isDirectory() && name.startsWith('@')) {
      linkNodeModules(from, to, copy);
      continue;
    }
    symlinkSync(from, to);
  }
}

/** The workspace folders (package.json "workspaces", `dir/*` patterns) that hold a package.json. */
function workspaceFolders() {
  const patterns = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];
  const folders = [];
  for (const pattern of patterns) {
    if (!pattern.endsWith('/*')) throw new CheckFailure(`workspace pattern "${pattern}" is not supported here`);
    const parent = join(root, pattern.slice(0, -2));
    if (!existsSync(parent)) continue;
    for (const name of readdirSync(parent)) if (existsSync(join(parent, name, 'package.json'))) folders.push(relative(root, join(parent, name)));
  }
  return folders;
}

function prepareNodeModules(copy) {
  if (!existsSync(join(root, 'node_modules'))) throw new CheckFailure('node_modules is missing in the checkout: run `npm ci` first');
  linkNodeModules(join(root, 'node_modules'), join(copy, 'node_modules'), copy);
  const folders = workspaceFolders();
  for (const folder of folders) {
    const own = join(root, folder, 'node_modules');
    if (existsSync(own)) linkNodeModules(own, join(copy, folder, 'node_modules'), copy);
  }
  // Every workspace package must resolve to the copy's folder, not the checkout's.
  for (const folder of folders) {
    const { name } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const link = join(copy, 'node_modules', ...name.split('/'));
    if (!existsSync(link)) continue;
    const real = realpathSync(link);
    if (real !== join(copy, folder)) throw new CheckFailure(`${name} resolves to ${real} from the copy, not to its folder in the copy`);
  }
}

function run(args, cwd, what) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: childEnv(), maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new CheckFailure(`${what} failed in the copy (exit ${result.status ?? result.signal ?? result.error})`);
  }
}

function childEnv(extra = {}) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (STRIPPED_ENV.some((pattern) => pattern.test(key))) delete env[key];
  return { ...env, ...extra };
}

/** Problems in the built bundle: a reference to ../shared or to the checkout, or a source outside the copy. */
function bundleProblems(copy) {
  const problems = [];
  const bundle = join(copy, 'apps/server/dist/main.mjs');
  const text = readFileSync(bundle, 'utf8');
  // esbuild's comments name bundled files by relative path (`// ../../../<checkout>/node_modules/…`): only quoted
  // absolute paths of the checkout count.
  const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const needles = [/\.\.\/shared/, /shared\/standards/, new RegExp(`["'\`]${escapeRegExp(root + sep)}`)];
  const lines = text.split('\n');
  const found = lines.flatMap((line, index) => (needles.some((needle) => needle.test(line)) ? [`line ${index + 1}: ${line.trim().slice(0, 160)}`] : []));
  if (found.length) problems.push(`the server bundle (apps/server/dist/main.mjs) refers to ../shared or to the checkout: ${found.slice(0, 5).join(' | ')}`);
  const mapFile = `${bundle}.map`;
  if (existsSync(mapFile)) {
    const outside = JSON.parse(readFileSync(mapFile, 'utf8'))
      .sources.map((source) => resolve(dirname(bundle), source))
      .filter((source) => !inside(source, copy) && !inside(source, join(root, 'node_modules')));
    if (outside.length) problems.push(`the server bundle was built from files outside the copy: ${outside.slice(0, 5).join(', ')}${outside.length > 5 ? ', …' : ''}`);
  }
  return problems;
}

const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

const sleep = (millis) => new Promise((done) => setTimeout(done, millis));

/** The server, started as `npm start` would, in its own process group so that everything it starts is stopped too. */
function startServer(copy, env, logFile) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: copy, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const out = createWriteStream(logFile);
  const tail = [];
  let ready = false;
  let buffered = '';
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  let exit = null;
  exited.then((result) => (exit = result));
  const keep = (chunk) => {
    out.write(chunk);
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(line);
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', (chunk) => {
    keep(chunk);
    buffered = (buffered + chunk.toString()).slice(-4096);
    if (buffered.includes(READY)) ready = true;
  });
  child.stderr.on('data', keep);
  return {
    child,
    isReady: () => ready,
    exitStatus: () => exit,
    tail: () => tail.join('\n'),
    async stop() {
      if (exit === null) {
        const signal = (name) => {
          try {
            process.kill(-child.pid, name);
          } catch {
            // already gone
          }
        };
        signal('SIGTERM');
        const result = await Promise.race([exited, sleep(5_000).then(() => null)]);
        if (result === null) {
          signal('SIGKILL');
          await exited;
        }
      }
      await new Promise((done) => out.end(done));
    },
  };
}

/** `<deliveries>/<store>/<batch>/<UPC>/<UPC>.xml` in batches with their `BatchComplete_<batch>.xml` marker. */
function deliveredMessages(deliveriesDir) {
  const messages = [];
  const folders = (path) =>
    existsSync(path)
      ? readdirSync(path, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [];
  for (const store of folders(deliveriesDir)) {
    for (const batch of folders(join(deliveriesDir, store))) {
      const batchDir = join(deliveriesDir, store, batch);
      if (!existsSync(join(batchDir, `BatchComplete_${batch}.xml`))) continue;
      for (const upc of folders(batchDir)) {
        const message = join(batchDir, upc, `${upc}.xml`);
        if (/^\d{12,14}$/.test(upc) && existsSync(message)) messages.push({ store, batch, upc, path: message });
      }
    }
  }
  return messages;
}

/** The messages that do not validate against the schema, with libxml2's errors; `[]` when all are valid. */
export async function validateMessages(schemaPath, files) {
  const { XmlDocument, XsdValidator, XmlValidateError } = await import('libxml2-wasm');
  const { xmlRegisterFsInputProviders } = await import('libxml2-wasm/lib/nodejs.mjs');
  xmlRegisterFsInputProviders();
  const schemaDoc = XmlDocument.fromBuffer(readFileSync(schemaPath), { url: schemaPath });
  const validator = XsdValidator.fromDoc(schemaDoc);
  const errors = [];
  try {
    for (const file of files) {
      let doc;
      try {
        doc = XmlDocument.fromBuffer(readFileSync(file), { url: file });
        validator.validate(doc);
      } catch (error) {
        const details = error instanceof XmlValidateError && error.details?.length ? error.details.map((d) => `line ${d.line}: ${String(d.message).trim()}`) : [String(error?.message ?? error)];
        errors.push({ file, details });
      } finally {
        doc?.dispose();
      }
    }
  } finally {
    validator.dispose();
    schemaDoc.dispose();
  }
  return errors;
}

function failed(problems) {
  console.error(`clean-clone check FAILED:\n- ${problems.join('\n- ')}`);
  return 1;
}

async function main() {
  const startedAt = Date.now();
  const problems = [];
  const tmp = mkdtempSync(join(tmpdir(), 'soundport-clone-'));
  const copy = join(tmp, 'repo');
  const dataDir = join(tmp, 'data');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const logFile = join(root, '.tmp', 'clean-clone-server.log');
  let server = null;
  const cleanUp = async () => {
    await server?.stop();
    server = null;
    if (process.env.CLEAN_CLONE_KEEP === '1') log(`kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanUp().finally(() => process.exit(1)));

  try {
    // 1. The repository's files alone, in a folder whose parent holds nothing else.
    const copied = copyFiles(repositoryFiles(), copy);
    if (existsSync(join(tmp, 'shared'))) throw new CheckFailure(`${join(tmp, 'shared')} exists`);
    if (!existsSync(join(copy, SCHEMA))) throw new CheckFailure(`${SCHEMA} is not in the repository (tracked or untracked-but-not-ignored)`);
    log(`copied ${copied} files to ${copy}`);

    // 2. Installed packages by link (see the top of the file).
    prepareNodeModules(copy);

    // 3. The server bundle, built in the copy; the web app as the build step before this one made it.
    run(['scripts/build.mjs', 'server'], copy, 'the server build');
    problems.push(...bundleProblems(copy));
    if (existsSync(join(root, 'apps/web/dist/index.html'))) {
      // Copied after the sources, so it is newer than they are and start.mjs does not build it again.
      cpSync(join(root, 'apps/web/dist'), join(copy, 'apps/web/dist'), { recursive: true });
    } else {
      log('apps/web/dist is not built in the checkout: building the web app in the copy');
      run(['scripts/build.mjs', 'web'], copy, 'the web build');
    }

    let libxml = true;
    if (!existsSync(join(root, 'node_modules/libxml2-wasm/package.json'))) {
      libxml = false;
      problems.push('node_modules/libxml2-wasm is missing, so the ERN messages cannot be validated: run `npm ci` (it is a dependency in package.json)');
    }

    // 4. The server, as `npm start` runs it, on a fresh data folder.
    const port = await freePort();
    const env = childEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JOB_POLL_MS: '500' });
    server = startServer(copy, env, logFile);
    log(`starting the server on port ${port} (log: ${relative(root, logFile)})`);

    // 5. Ready (the first start seeds the demo).
    for (const deadline = Date.now() + START_TIMEOUT_MS; !server.isReady(); await sleep(250)) {
      const exit = server.exitStatus();
      if (exit) throw new CheckFailure(`the server stopped before it was ready (exit ${exit.code ?? exit.signal}); its last output:\n${server.tail()}`);
      if (Date.now() > deadline) throw new CheckFailure(`the server did not print "${READY}" within ${START_TIMEOUT_MS / 1000} s; its last output:\n${server.tail()}`);
    }
    log(`server ready after ${Math.round((Date.now() - startedAt) / 1000)} s`);

    // 7. The web app is served.
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(15_000) });
      const body = await response.text();
      if (response.status !== 200 || !/text\/html/.test(response.headers.get('content-type') ?? '') || !/<html/i.test(body)) {
        problems.push(`GET / answered ${response.status} ${response.headers.get('content-type')}, not the web app's HTML`);
      }
    } catch (error) {
      problems.push(`GET / failed: ${error.message}`);
    }

    // 5. The demo's first deliveries.
    const deliveriesDir = join(dataDir, 'deliveries');
    let messages = [];
    for (const deadline = Date.now() + DELIVERY_TIMEOUT_MS; ; await sleep(1_000)) {
      messages = deliveredMessages(deliveriesDir);
      if (messages.length) break;
      const exit = server.exitStatus();
      if (exit) throw new CheckFailure(`the server stopped (exit ${exit.code ?? exit.signal}) before any delivery; its last output:\n${server.tail()}`);
      if (Date.now() > deadline) {
        const found = existsSync(deliveriesDir) ? readdirSync(deliveriesDir, { recursive: true }).slice(0, 20).join(', ') || 'empty' : 'missing';
        throw new CheckFailure(
          `no ERN message was delivered within ${DELIVERY_TIMEOUT_MS / 1000} s of the server being ready: expected <DATA_DIR>/deliveries/<store>/<batch>/<UPC>/<UPC>.xml ` +
            `beside BatchComplete_<batch>.xml (the demo seed delivers the demo label's approved release at first start). ` +
            `deliveries folder: ${found}. The server's last output:\n${server.tail()}`,
        );
      }
    }
    // A moment for the other stores' batches of the same release, then take what is complete.
    await sleep(2_000);
    messages = deliveredMessages(deliveriesDir);
    const stores = new Set(messages.map((message) => message.store));
    log(`${messages.length} ERN message(s) delivered to ${stores.size} store(s): ${messages.map((m) => `${m.store}/${m.batch}/${m.upc}`).join(', ')}`);

    // 6. Every message against the copy's schema.
    if (libxml) {
      const errors = await validateMessages(
        join(copy, SCHEMA),
        messages.map((message) => message.path),
      );
      for (const { file, details } of errors) {
        problems.push(`${relative(dataDir, file)} does not validate against ${SCHEMA}: ${details.slice(0, 5).join('; ')}${details.length > 5 ? ` (+${details.length - 5} more)` : ''}`);
      }
    }
    if (existsSync(join(tmp, 'shared'))) problems.push(`${join(tmp, 'shared')} appeared while the server ran`);
    if (problems.length) return failed(problems);
    console.log(
      `clean-clone check passed: built and started from a copy with nothing beside it; GET / served the app; ${messages.length} ERN message(s) ` +
        `to ${stores.size} store(s) valid against ${SCHEMA} (${Math.round((Date.now() - startedAt) / 1000)} s)`,
    );
    return 0;
  } catch (error) {
    // The step that stopped the check first, then what was found wrong before it.
    return failed([error instanceof CheckFailure ? error.message : `unexpected error: ${error?.stack ?? error}`, ...problems]);
  } finally {
    await cleanUp();
  }
}

if (process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url) process.exit(await main());
