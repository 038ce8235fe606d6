#pragma once
// spanish21-cli's commands on a trainee records file (s21_records, Qt Sql). Same conventions as
// commands.h: the words after the command's name, the report on `out`, problems on `err`, and the
// exit code (0 success, 1 a check failed or the records cannot be read, 2 bad usage, thrown as
// UsageError).

#include "commands.h"

namespace s21::cli {

// records --database FILE list
// records --database FILE rounds --trainee NAME|ID
// records --database FILE export --trainee NAME|ID --format csv|json [--what rounds|mistakes]
int recordsCommand(const Words& words, std::ostream& out, std::ostream& err);

// replay --database FILE UUID [--steps]: deals the stored round again through records::Replay and
// prints every action with its stored verdict and whether the replay agrees; with --steps, also
// the step the procedure called for next. Exit 0 when every verdict agrees, 1 when one differs
// (the first is named) or the round cannot be read.
int replayCommand(const Words& words, std::ostream& out, std::ostream& err);

} // namespace s21::cli
