#pragma once
// spanish21-cli's commands on supervisors and sealed exam results (s21_records, s21_certification).
// Same conventions as commands.h; exit 1 also when a verification finds anything.

#include "commands.h"

namespace s21::cli {

// supervisor --database FILE add NAME: a supervisor with a new signing key locked under a
//   passphrase read from the first line of standard input (not echoed on a terminal);
// supervisor --database FILE list; supervisor --database FILE keys: the keys file for the school.
int supervisorCommand(const Words& words, std::ostream& out, std::ostream& err);

// results --database FILE list: the station's sealed results, one line each, with their codes;
// results --database FILE csv: the same as CSV for a class list (records/exam_export.h);
// results --database FILE export UUID: one sealed result as a file anyone can verify.
int resultsCommand(const Words& words, std::ostream& out, std::ostream& err);

// verify --database FILE [--keys KEYS] [--exams EXAMS] [--attempt UUID | --code CODE]: the station's
// results, or one; verify RESULT --keys KEYS [--exams EXAMS]: an exported result. With EXAMS (the
// school's exams file), a result sat on a definition it does not approve is a finding too. Each
// finding on its own line; exit 0 when none.
int verifyCommand(const Words& words, std::ostream& out, std::ostream& err);

// exams [--library DIR]: the library's exam definitions (DIR/exams/*.yaml, the installed library by
// default) as a school exams file (records/exam_definitions.h); exit 1 when one does not load (its
// file:line:column on the error stream), the others listed.
int examsCommand(const Words& words, std::ostream& out, std::ostream& err);

} // namespace s21::cli
