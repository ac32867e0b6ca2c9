import { IMPORT_PROBLEM_FIELD } from '#contract/endpoints/beacon';
import { ApiError } from '../../dataProvider/ApiError';

/** A problem as the table shows it: from the dry run's report, or from an import refused meanwhile (10005 naming "row N, column"). */
export interface Problem {
  row: number | null;
  column: string;
  message: string;
}

/** A refused upload's problems: 10005's by row and column; any other refusal (10007 while the server reads many uploads…) as one line. */
export const problemsOf = (error: unknown): Problem[] =>
  error instanceof ApiError && error.code === 10005
    ? (error.errors ?? []).map(({ field, message }) => {
        const match = IMPORT_PROBLEM_FIELD.exec(field);
        return match ? { row: Number(match[1]), column: match[2]!, message } : { row: null, column: field, message };
      })
    : [{ row: null, column: 'file', message: error instanceof Error ? error.message : String(error) }];
