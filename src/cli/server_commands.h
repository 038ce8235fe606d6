#pragma once
// spanish21-cli's commands on a school's PostgreSQL server (records/server/school_server.h). Same
// conventions as commands.h: exit 1 when the server refuses or cannot be reached, with the reason.

#include "commands.h"

namespace s21::cli {

// server init --server URL: the school's schema and roles on an empty database, as its administrator;
// server migrate --server URL: the migrations the server lacks;
// server status --server URL: the schema, the logins, and what the role logged in can see;
// server add-station NAME --server URL, server add-instructor NAME --server URL: a login role in the
//   group, its password read from the first line of standard input (not echoed on a terminal);
// server register-keys KEYS --server URL: the school's supervisor keys (its keys file) registered as
//   its administrator; the class view counts only results one of them signed;
// server send --server URL --database FILE: the station's rounds the server does not have yet, sent
//   as the station logged in (records/server/station_sync.h).
int serverCommand(const Words& words, std::ostream& out, std::ostream& err);

} // namespace s21::cli
