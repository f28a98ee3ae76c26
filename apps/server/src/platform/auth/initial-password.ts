import { randomInt } from 'node:crypto';
import { newPasswordRule } from '@swp/core';

/** Characters that cannot be misread in an SMS: no 0/O/o, 1/l/I. */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
export const INITIAL_PASSWORD_LENGTH = 10;

/**
 * A random password for a new or reset login (staff account or expert), sent by SMS: 10 characters from a crypto
 * source, always with letters and digits so that it passes the same rule a user's own new password must pass.
 */
export function randomInitialPassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < INITIAL_PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
    if (newPasswordRule.safeParse(password).success) return password;
  }
}
