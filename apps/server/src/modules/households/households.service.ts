// What other modules use of households: the seats as the contract gives them (read inside their own
// statements) and the writing of a household's answer to its seats.
export { membersJsonSql, seatMayAttendSql, type HouseholdMemberJson } from './household-sql.ts';
export {
  seatAnswerParams,
  seatAnswersSql,
  writeSeatAnswers,
  type SeatAnswerValues,
} from './seat-answers.repository.ts';
