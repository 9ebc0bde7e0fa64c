#!/usr/bin/env node
/**
 * Sets up a club's CouchDB database for Grand Battery (issue 26): creates the database if it is
 * missing, lets only the club's users read and write it (`_security`: members with the role
 * `club`), and installs the design document that refuses documents of the wrong shape
 * (couchdb/validate_doc_update.js as `_design/grand-battery`).
 *
 *   COUCH_URL=https://admin:PASSWORD@club.example node scripts/club-setup.mjs grand-battery
 *   node scripts/club-setup.mjs grand-battery alice boris   # also creates these users (asks no
 *                                                           # password: CLUB_PASSWORD, or prints one)
 *   --cors https://gb.myclub.example   also lets the app at that origin call the server with its
 *                                      session cookie (CouchDB 3's _node/_local/_config, or the
 *                                      stand-in pouchdb-server's _config)
 *   --no-validate                      leaves the design document out: for the stand-in, which
 *                                      answers a refused replicated update 201 and drops it
 *
 * The admin's credentials come from COUCH_URL only (never a file), and are not printed.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 1) && true;
};
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const cors = option('--cors');
const noValidate = flag('--no-validate');
const [db, ...users] = args;
if (!process.env.COUCH_URL || !db || (cors !== undefined && !/^https?:\/\/[^/]+$/.test(cors))) {
  console.error(
    'Usage: COUCH_URL=https://admin:PASSWORD@host node scripts/club-setup.mjs [--cors https://app.origin] [--no-validate] <database> [user…]',
  );
  process.exit(2);
}
if (!/^[a-z][a-z0-9_$()+/-]*$/.test(db)) {
  console.error(`"${db}" is not a CouchDB database name (lower-case letters first).`);
  process.exit(2);
}
const url = new URL(process.env.COUCH_URL);
const authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
url.username = '';
url.password = '';
const base = url.href.replace(/\/+$/, '');

async function couch(path, method = 'GET', body) {
  const res = await fetch(`${base}/${path}`, {
    method,
    headers: { Authorization: authorization, 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

function must(step, res, ok = [200, 201, 202]) {
  if (ok.includes(res.status)) return;
  console.error(`${step}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  if (res.status === 401)
    console.error(
      'COUCH_URL must name an admin of the server. A new pouchdb-server has none: make one first (README, "Club server").',
    );
  process.exit(1);
}

if (cors) {
  // CouchDB 3 keeps its settings under _node/_local/_config ([chttpd]); the stand-in
  // (pouchdb-server, which greets as express-pouchdb) under _config ([httpd]).
  const standIn = 'express-pouchdb' in (await couch('')).body;
  const config = standIn ? '_config' : '_node/_local/_config';
  const settings = [
    [standIn ? 'httpd' : 'chttpd', 'enable_cors', 'true'],
    ['cors', 'origins', cors],
    // The session cookie travels with the app's requests.
    ['cors', 'credentials', 'true'],
    ['cors', 'methods', 'GET, PUT, POST, HEAD, DELETE'],
    ['cors', 'headers', 'accept, authorization, content-type, origin, referer'],
  ];
  for (const [section, key, value] of settings)
    must(`${config}/${section}/${key}`, await couch(`${config}/${section}/${key}`, 'PUT', value));
  console.log(`CORS: the app at ${cors} may call this server with its session cookie.`);
}

const created = await couch(encodeURIComponent(db), 'PUT');
must('create the database', created, [201, 202, 412]);
console.log(created.status === 412 ? `Database ${db} exists.` : `Database ${db} created.`);

const security = { admins: { names: [], roles: [] }, members: { names: [], roles: ['club'] } };
must('_security', await couch(`${encodeURIComponent(db)}/_security`, 'PUT', security));
console.log('Only users with the role "club" (and admins) may read and write it.');

if (noValidate) console.log('No design document (--no-validate): the app checks every document it receives.');
const here = dirname(fileURLToPath(import.meta.url));
const validate = readFileSync(join(here, '..', 'couchdb', 'validate_doc_update.js'), 'utf8')
  .replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')
  .trim();
const id = '_design/grand-battery';
if (!noValidate) {
  const existing = await couch(`${encodeURIComponent(db)}/${id}`);
  const design = {
    _id: id,
    validate_doc_update: validate,
    ...(existing.body._rev ? { _rev: existing.body._rev } : {}),
  };
  must('the design document', await couch(`${encodeURIComponent(db)}/${id}`, 'PUT', design));
  console.log(`${id} installed: documents of the wrong shape are refused.`);
}

for (const name of users) {
  const password = process.env.CLUB_PASSWORD ?? randomBytes(9).toString('base64url');
  const res = await couch(`_users/org.couchdb.user:${encodeURIComponent(name)}`, 'PUT', {
    name,
    password,
    roles: ['club'],
    type: 'user',
  });
  if (res.status === 409) console.log(`User ${name} exists (left as it is).`);
  else {
    must(`user ${name}`, res);
    console.log(`User ${name} created${process.env.CLUB_PASSWORD ? '' : ` with the password ${password}`}.`);
  }
}
