import { describe, expect, it } from 'vitest';
import { ApiError, isValidationError } from './api-error.ts';

describe('isValidationError', () => {
  it('accepts only an ApiError with status 422', () => {
    expect(isValidationError(new ApiError({ status: 422, message: 'Datos inválidos' }))).toBe(true);
    expect(isValidationError(new ApiError({ status: 400, message: 'Solicitud inválida' }))).toBe(
      false,
    );
    expect(isValidationError(Object.assign(new Error('x'), { status: 422 }))).toBe(false);
    expect(isValidationError(undefined)).toBe(false);
  });
});
