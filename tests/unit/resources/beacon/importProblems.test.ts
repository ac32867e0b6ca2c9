import { ApiError } from '../../../../src/dataProvider/ApiError';
import { problemsOf } from '../../../../src/resources/beacon/importProblems';

describe('the beacon upload dialog’s problems', () => {
  it('issue 13: a refused import (10005) lists each cell by row and column, other fields by name', () => {
    const error = new ApiError('Invalid request', {
      kind: 'api',
      code: 10005,
      errors: [
        { field: 'row 3, minor', message: 'taken' },
        { field: 'file', message: 'The file has more than 20000 rows' },
      ],
    });
    expect(problemsOf(error)).toEqual([
      { row: 3, column: 'minor', message: 'taken' },
      { row: null, column: 'file', message: 'The file has more than 20000 rows' },
    ]);
  });

  it('issue 31 §1: any other refusal (10007 while the server reads many uploads) is shown, not swallowed', () => {
    const busy = new ApiError('服务器正在处理较多上传文件，请几秒后重试', { kind: 'api', code: 10007, status: 429 });
    expect(problemsOf(busy)).toEqual([{ row: null, column: 'file', message: '服务器正在处理较多上传文件，请几秒后重试' }]);
  });
});
