/**
 * A phone number as Malaysians write it, for places that misread bare digits: a spreadsheet
 * reads '0123456789' as the number 123,456,789 (the leading zero lost) and '60123456789' as
 * 6.01E+10. Digits alone (or + and digits) are grouped: '0123456789' → '012-345 6789',
 * '01123456789' → '011-2345 6789', '0312345678' → '03-1234 5678', '082123456' → '082-123 456',
 * '+60123456789' → '+60 12-345 6789'; other bare digits get a space before their last four.
 * A number already written with spaces or hyphens (or anything else) is kept as typed.
 */
export function formatPhoneNumber(phone: string): string {
  const value = phone.trim();
  const bare = /^(\+?)(\d+)$/.exec(value);
  if (!bare) return phone;
  const [, plus, digits] = bare as unknown as [string, string, string];
  if (!plus && digits.startsWith('0') && digits.length >= 8) return national(digits);
  if (plus && digits.startsWith('60') && digits.length >= 9)
    return `+60 ${national(`0${digits.slice(2)}`).slice(1)}`;
  return digits.length > 4 ? `${plus}${digits.slice(0, -4)} ${digits.slice(-4)}` : value;
}

/** A number in Malaysia's national form (0…): area or mobile code, hyphen, the rest grouped. */
function national(digits: string): string {
  // Mobile (01x) and Sabah and Sarawak (08x) codes have three digits, the other areas two.
  const code = digits.startsWith('01') || digits.startsWith('08') ? 3 : 2;
  const rest = digits.slice(code);
  const split = rest.length >= 7 ? rest.length - 4 : Math.ceil(rest.length / 2);
  return `${digits.slice(0, code)}-${rest.slice(0, split)} ${rest.slice(split)}`;
}
