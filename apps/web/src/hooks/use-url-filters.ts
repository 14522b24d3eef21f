import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * The URL's word for "no filter" where a list opens filtered (the enquiry inbox opens on New, so
 * All is `?status=all`). Used only for keys with a default.
 */
const NO_FILTER = 'all';

type FilterSchema = z.ZodObject;
type FieldSchema = z.ZodType;

export interface UrlFiltersOptions<S extends FilterSchema> {
  /** What a list shows when its URL names no value (otherwise the schema's own default). */
  defaults?: Partial<z.output<S>>;
  /**
   * The key of the list's page or offset: changing any other filter removes it, so a new set of
   * filters starts on the first page.
   */
  pageKey?: keyof z.output<S> & string;
}

export interface SetFiltersOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

export interface UrlFilters<T> {
  /** The filters in force: each read from the URL, or its default when missing or invalid. */
  values: T;
  /**
   * Changes some filters and keeps the rest (and every other parameter, such as `section`).
   * Adds a history entry, so Back undoes the change, unless `replace`.
   */
  set: (next: Partial<T>, options?: SetFiltersOptions) => void;
  /** Back to the defaults (one history entry). */
  clear: () => void;
}

function parsedOrUndefined(field: FieldSchema, raw: unknown): unknown {
  const result = field.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** The value a key has when the URL does not name one. */
function defaultOf(field: FieldSchema, defaults: Record<string, unknown>, key: string): unknown {
  return key in defaults ? defaults[key] : parsedOrUndefined(field, undefined);
}

function readValue(
  field: FieldSchema,
  raw: string | null,
  defaults: Record<string, unknown>,
  key: string,
): unknown {
  const fallback = defaultOf(field, defaults, key);
  if (raw === null) return fallback;
  if (raw === NO_FILTER && key in defaults) return undefined;
  const result = field.safeParse(raw);
  return result.success ? result.data : fallback;
}

/**
 * The URL text of a value: the schema's own form of it (trimmed, say), or null when the URL
 * should not name it (its default, or a value the schema refuses).
 */
function writeValue(
  field: FieldSchema,
  value: unknown,
  defaults: Record<string, unknown>,
  key: string,
): string | null {
  const fallback = defaultOf(field, defaults, key);
  const none = key in defaults ? NO_FILTER : null;
  if (value === undefined || value === null || value === '') {
    return fallback === undefined ? null : none;
  }
  const raw = String(value);
  const parsed = field.safeParse(raw);
  if (!parsed.success) return null;
  if (parsed.data === undefined) return fallback === undefined ? null : none;
  if (Object.is(parsed.data, fallback)) return null;
  return typeof parsed.data === 'string' ? parsed.data : raw;
}

/**
 * One list's filters, kept in the URL so a filtered view can be shared, survives a reload, and
 * Back steps through filter changes. `schema` is the shared zod schema of the list's query (the
 * one its server route validates, picked to the filter keys), so the list never asks the server
 * for what it would refuse: a value the schema refuses counts as missing. Only the schema's keys
 * are read and written; other parameters (the admin dashboard's `section`) are kept.
 */
export function useUrlFilters<S extends FilterSchema>(
  schema: S,
  { defaults = {}, pageKey }: UrlFiltersOptions<S> = {},
): UrlFilters<z.output<S>> {
  type Values = z.output<S>;
  const [searchParams, setSearchParams] = useSearchParams();
  const fields = schema.shape as Record<string, FieldSchema>;
  // Callers build their defaults each render (strings, numbers, booleans): keep them by content.
  const defaultsKey = JSON.stringify(defaults);
  const preset = useMemo(() => JSON.parse(defaultsKey) as Record<string, unknown>, [defaultsKey]);

  const values = useMemo(() => {
    const read: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      read[key] = readValue(field, searchParams.get(key), preset, key);
    }
    return read as Values;
  }, [searchParams, fields, preset]);

  const set = useCallback(
    (next: Partial<Values>, { replace = false }: SetFiltersOptions = {}) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          const keys = Object.keys(next).filter((key) => key in fields);
          for (const key of keys) {
            const value = (next as Record<string, unknown>)[key];
            const raw = writeValue(fields[key]!, value, preset, key);
            if (raw === null) params.delete(key);
            else params.set(key, raw);
          }
          if (pageKey && keys.some((key) => key !== pageKey)) params.delete(pageKey);
          return params;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams, fields, preset, pageKey],
  );

  const clear = useCallback(() => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of Object.keys(fields)) params.delete(key);
        return params;
      },
      { preventScrollReset: true },
    );
  }, [setSearchParams, fields]);

  return { values, set, clear };
}
