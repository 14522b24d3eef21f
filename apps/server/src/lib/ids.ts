const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an internal `_id`; paths also accept the public key (member number, applicationId …). */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}
