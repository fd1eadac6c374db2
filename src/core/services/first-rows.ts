import { DEV_MODE } from '../../api/dev-mode.js';
import { badResponse, type AnswerProblem } from '../../api/response.js';

/**
 * The first `max` rows of an answer: never more options than were asked for (a proxy or a fault can send thousands,
 * and every one would become a DOM node). A longer answer is reported, once per answer the element sees.
 */
export function firstRows<T>(rows: readonly T[], max: number, report?: AnswerProblem): readonly T[] {
  if (rows.length <= max) return rows;
  report?.(
    badResponse(
      DEV_MODE
        ? `The service sent ${rows.length} rows where at most ${max} were asked for: the first ${max} are listed.`
        : `${rows.length} rows, at most ${max}`,
    ),
  );
  return rows.slice(0, max);
}
