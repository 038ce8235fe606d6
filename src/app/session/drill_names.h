#pragma once
// A drill's name as the trainee reads it: "Dealing order", "Work my mistakes". A drill is chosen,
// stored and recorded by its id (a skill of the library, scenario/drill_spellings.h, or
// kMistakeDrill); the panel, the round's line, the summary, the history and the progress window
// name it through drillName().

#include <QString>

namespace s21::app {

// The id of the drill "Work my mistakes" plays (mistake_drill.h), as the records keep it.
inline const QString kMistakeDrill = QStringLiteral("work-my-mistakes");

// The words for a drill's id, from one table of the library's skills and "Work my mistakes"; an id
// not in it is written as words, its hyphens spaces and its first letter a capital
// ("hole-card-peek": "Hole card peek").
QString drillName(const QString& id);

} // namespace s21::app
