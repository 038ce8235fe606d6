#pragma once
// Where a save dialog proposes to put what the trainer writes (a certificate, a report, an export):
// the user's documents folder, never the working directory, under a name that says whose it is, so
// that one dealer's paper does not overwrite the last one's.

#include <QString>
#include <QStringList>

namespace s21::app {

// "<documents folder>/<part>-<part>-....<extension>": `parts` (a trainee, an exam, a date...) joined
// by '-', each cleared of what a file name cannot hold on the systems a school uses ('/', '\', ':',
// '*', '?', '"', '<', '>', '|' and control characters become '_'; spaces at the ends are dropped);
// empty parts are left out. `extension` without the dot ("pdf").
QString suggestedDocumentPath(const QStringList& parts, const QString& extension);

} // namespace s21::app
