import { ErrorCode } from '@swp/core';

/**
 * A refusal the user can understand: the error handler turns it into the envelope. `httpStatus` stays 200 for
 * mistakes the user can fix (docs/integration.md); 401/403/429 keep their HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (msg: string) => new AppError(ErrorCode.INVALID_INPUT, msg);
export const ruleBroken = (msg: string) => new AppError(ErrorCode.RULE, msg);
export const notFound = (msg: string) => new AppError(ErrorCode.NOT_FOUND, msg);
export const badCredentials = (msg: string) => new AppError(ErrorCode.BAD_CREDENTIALS, msg);
