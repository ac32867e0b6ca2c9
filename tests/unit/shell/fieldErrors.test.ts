import { ApiError } from '../../../src/dataProvider/ApiError';
import { formFailure } from '../../../src/shell/password/fieldErrors';
import { confirmMatches, requiredField } from '../../../src/shell/password/validators';

const apiError = (message: string, errors: { field: string; message: string }[]) => new ApiError(message, { kind: 'api', code: 10005, errors });

describe('spec §2 /account and /find-password: where a failure is shown', () => {
  it('10005 errors on form fields go under those fields, with no general message', () => {
    expect(formFailure(apiError('参数校验失败', [{ field: 'newPassword', message: '太短' }]), ['oldPassword', 'newPassword'])).toEqual({
      fields: { newPassword: '太短' },
      general: null,
    });
  });

  it('an error on a field the form does not have becomes the general message', () => {
    expect(formFailure(apiError('参数校验失败', [{ field: 'email', message: '无效' }]), ['newPassword'])).toEqual({ fields: {}, general: '无效' });
  });

  it('a failure without field errors keeps its message', () => {
    expect(formFailure(apiError('服务器内部错误', []), ['newPassword'])).toEqual({ fields: {}, general: '服务器内部错误' });
  });

  it('client checks: required, and the confirmation must match', () => {
    expect(requiredField('')).toBe('app.shell.password.required');
    expect(requiredField('x')).toBeNull();
    expect(confirmMatches('abc', 'abd')).toBe('app.shell.password.mismatch');
    expect(confirmMatches('abc', '')).toBe('app.shell.password.required');
    expect(confirmMatches('abc', 'abc')).toBeNull();
  });
});
