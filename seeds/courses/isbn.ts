// ISBN-13s for the demo textbooks: the 978 prefix, a registration group and publisher prefix, and a
// valid check digit, so a form that checks ISBNs accepts them. Made up: they name no real edition.
import type { Random } from './random.js';

/** The ISBN-13 check digit of the first twelve digits: weights 1 and 3 alternating, modulo 10. */
export function isbnCheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidIsbn13(isbn: string): boolean {
  const digits = isbn.replace(/-/g, '');
  return /^97[89]\d{10}$/.test(digits) && isbnCheckDigit(digits) === Number(digits[12]);
}

/** `groupAndPublisher`: the digits after 978, e.g. '013' (group 0, publisher 13); then a random title number. */
export function demoIsbn(random: Random, groupAndPublisher: string): string {
  let body = `978${groupAndPublisher}`;
  while (body.length < 12) body += String(random.int(0, 9));
  return body + isbnCheckDigit(body);
}
