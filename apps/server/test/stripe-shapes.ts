import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import ts from 'typescript';

/**
 * Stripe's objects and request parameters as the installed SDK declares them (ADR 028): the
 * source of truth for the stand-in's shapes. Each interface's top-level properties are read
 * from the SDK's own `.d.ts` files with the TypeScript parser (the source text only, no
 * program), with whether each is optional (`?:`) and whether `null` is in its type.
 */

/** The installed `stripe` package (its entry point is inside it; package.json is not exported). */
const SDK_DIR = (() => {
  const entry = createRequire(import.meta.url).resolve('stripe');
  const at = entry.lastIndexOf(`${path.sep}node_modules${path.sep}stripe${path.sep}`);
  return entry.slice(0, at + `${path.sep}node_modules${path.sep}stripe`.length);
})();
const read = (file: string) => readFileSync(path.join(SDK_DIR, 'cjs', file), 'utf8');

/** The SDK these shapes come from, and the API version it pins (its objects are rendered so). */
export const SDK_VERSION = (
  JSON.parse(readFileSync(path.join(SDK_DIR, 'package.json'), 'utf8')) as { version: string }
).version;
export const API_VERSION = /ApiVersion = "([^"]+)"/.exec(read('apiVersion.d.ts'))![1]!;

export interface FieldSpec {
  optional: boolean;
  nullable: boolean;
}
export type Shape = ReadonlyMap<string, FieldSpec>;

/** Where each object and parameter set is declared: the file and the exported interface. */
const DECLARED = {
  'checkout.session': ['resources/Checkout/Sessions.d.ts', 'Session'],
  charge: ['resources/Charges.d.ts', 'Charge'],
  refund: ['resources/Refunds.d.ts', 'Refund'],
  event: ['resources/Events.d.ts', 'EventBase'],
  payout: ['resources/Payouts.d.ts', 'Payout'],
  balance_transaction: ['resources/BalanceTransactions.d.ts', 'BalanceTransaction'],
  list: ['lib.d.ts', 'ApiList'],
  'params:checkout.session.create': ['resources/Checkout/Sessions.d.ts', 'SessionCreateParams'],
  'params:refund.create': ['resources/Refunds.d.ts', 'RefundCreateParams'],
} as const;
export type ShapeName = keyof typeof DECLARED;
export type ObjectKind = Exclude<ShapeName, `params:${string}` | 'list'>;

const isNull = (node: ts.TypeNode) =>
  ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword;

/**
 * The interface's block alone is cut from the file and parsed (the files are large; the block
 * is a few hundred lines), then its property signatures are read.
 */
function readShape(file: string, name: string): Shape {
  const text = read(file);
  // At the top level or inside a namespace (`Checkout.SessionCreateParams`): its indentation
  // says where its closing brace is.
  const found = new RegExp(
    `^( *)(?:export )?(?:declare )?interface ${name}(?:<[^>]*>)? \\{$`,
    'm',
  ).exec(text);
  if (!found) throw new Error(`stripe-shapes: no interface ${name} in ${file}`);
  const end = text.indexOf(`\n${found[1]}}\n`, found.index);
  const source = ts.createSourceFile(
    `${name}.d.ts`,
    text.slice(found.index, end + found[1]!.length + 3),
    ts.ScriptTarget.Latest,
    false,
  );
  const shape = new Map<string, FieldSpec>();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== name) continue;
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const key = member.name.getText(source).replace(/^['"]|['"]$/g, '');
      const type = member.type;
      shape.set(key, {
        optional: member.questionToken !== undefined,
        nullable: isNull(type) || (ts.isUnionTypeNode(type) && type.types.some(isNull)),
      });
    }
  }
  if (shape.size === 0) throw new Error(`stripe-shapes: ${name} in ${file} has no properties`);
  return shape;
}

const cache = new Map<ShapeName, Shape>();

/** The declared top-level fields of an object or parameter set (read once per process). */
export function shapeOf(name: ShapeName): Shape {
  let shape = cache.get(name);
  if (!shape) {
    const [file, declared] = DECLARED[name];
    shape = readShape(file, declared);
    cache.set(name, shape);
  }
  return shape;
}

const ID_PREFIX: Record<ObjectKind, string> = {
  'checkout.session': 'cs_test_',
  charge: 'ch_',
  refund: 're_',
  event: 'evt_',
  payout: 'po_',
  balance_transaction: 'txn_',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Unix time in whole seconds, within a plausible range (2020 to 2100). */
const isEpochSeconds = (value: unknown) =>
  Number.isInteger(value) && (value as number) > 1_577_836_800 && (value as number) < 4_102_444_800;

/**
 * What is wrong with `value` as a Stripe object of `kind` (empty: nothing). Its fields must be
 * exactly the declared ones (optional ones may be left out), `null` only where the type allows
 * it; and the values must look like Stripe's published fixtures: id prefixes, lower-case
 * three-letter currencies, `created` in whole seconds, test mode. Objects inside (an event's
 * `data.object`, an expanded source, a charge's refunds) are checked by their own `object`.
 */
export function shapeProblems(kind: ObjectKind, value: unknown, at: string = kind): string[] {
  if (!isRecord(value)) return [`${at}: not an object`];
  const problems: string[] = [];
  const shape = shapeOf(kind);
  for (const [field, spec] of shape) {
    if (!(field in value)) {
      if (!spec.optional) problems.push(`${at}.${field}: missing`);
    } else if (value[field] === null && !spec.nullable)
      problems.push(`${at}.${field}: null, which the SDK's type does not allow`);
    else if (value[field] === undefined) problems.push(`${at}.${field}: undefined`);
  }
  for (const field of Object.keys(value))
    if (!shape.has(field)) problems.push(`${at}.${field}: not a field of ${kind}`);

  if (value['object'] !== kind) problems.push(`${at}.object: ${String(value['object'])}`);
  if (typeof value['id'] !== 'string' || !value['id'].startsWith(ID_PREFIX[kind]))
    problems.push(`${at}.id: ${String(value['id'])} does not start with ${ID_PREFIX[kind]}`);
  if ('currency' in value && value['currency'] !== null) {
    const currency = value['currency'];
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency))
      problems.push(`${at}.currency: ${String(currency)} is not a lower-case ISO code`);
  }
  for (const field of ['created', 'expires_at', 'arrival_date', 'available_on'])
    if (field in value && value[field] !== null && !isEpochSeconds(value[field]))
      problems.push(`${at}.${field}: ${String(value[field])} is not a time in whole seconds`);
  if ('livemode' in value && value['livemode'] !== false)
    problems.push(`${at}.livemode: a test-mode object says false`);
  for (const field of [
    'amount',
    'amount_total',
    'amount_refunded',
    'amount_captured',
    'fee',
    'net',
  ])
    if (field in value && value[field] !== null && !Number.isInteger(value[field]))
      problems.push(`${at}.${field}: ${String(value[field])} is not a whole number of sen`);

  // What the object carries, checked as the kind it says it is.
  const inner = (child: unknown, where: string) => {
    if (!isRecord(child)) return;
    const innerKind = child['object'] as ObjectKind;
    if (innerKind in ID_PREFIX) problems.push(...shapeProblems(innerKind, child, where));
  };
  if (kind === 'event') {
    const data = value['data'];
    if (!isRecord(data) || !isRecord(data['object'])) problems.push(`${at}.data.object: missing`);
    else inner(data['object'], `${at}.data.object`);
    if (typeof value['api_version'] !== 'string' || value['api_version'] !== API_VERSION)
      problems.push(`${at}.api_version: ${String(value['api_version'])}, not ${API_VERSION}`);
  }
  if (kind === 'balance_transaction') inner(value['source'], `${at}.source`);
  if (kind === 'charge' && isRecord(value['refunds'])) {
    const list = value['refunds'];
    problems.push(...listProblems(list, `${at}.refunds`));
    if (Array.isArray(list['data']))
      list['data'].forEach((r, i) => inner(r, `${at}.refunds.data[${i}]`));
  }
  return problems;
}

/** What is wrong with a list (`{ object: 'list', data, has_more, url }`). */
export function listProblems(value: unknown, at = 'list'): string[] {
  if (!isRecord(value)) return [`${at}: not an object`];
  const problems: string[] = [];
  const shape = shapeOf('list');
  for (const [field, spec] of shape)
    if (!(field in value) && !spec.optional) problems.push(`${at}.${field}: missing`);
  for (const field of Object.keys(value))
    if (!shape.has(field)) problems.push(`${at}.${field}: not a field of a list`);
  if (value['object'] !== 'list') problems.push(`${at}.object: ${String(value['object'])}`);
  return problems;
}

/** Throws unless `value` is a well-formed Stripe object of `kind`. */
export function assertStripeShape(kind: ObjectKind, value: unknown): void {
  const problems = shapeProblems(kind, value);
  if (problems.length > 0)
    throw new Error(
      `Not shaped like Stripe's ${kind} (SDK ${SDK_VERSION}):\n${problems.join('\n')}`,
    );
}
