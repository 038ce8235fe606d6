#pragma once
// The scenarios a trainer's window deals from, in one place (scenario_library.h loads them): the
// library loaded at start with the exams' own, the instructor's scenarios folder in it (its
// scenarios marked as theirs, with what of it did not load), and the files opened on their own for
// the session; and what of all that practice may offer. The window, the recorder and the exam desk
// all read this one shelf.

#include "app/session/scenario_library.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace s21::app {

class ScenarioShelf {
public:
    explicit ScenarioShelf(std::vector<ScenarioEntry> library);

    // Every scenario on the shelf, the exams' own included. The same vector for the shelf's life,
    // changed in place as folders and files come and go: a reference to it stays good.
    const std::vector<ScenarioEntry>& library() const { return library_; }
    // What practice may offer: practiceScenarios(library()).
    const std::vector<ScenarioEntry>& practice() const { return practice_; }
    // The practice scenario with this id (app::practiceScenario); nullptr when none has it (an
    // exam's own neither).
    const Scenario* practiceScenario(const QString& id) const;
    // The ids of the exams' own scenarios, which the history names without explaining.
    QStringList examsOwnIds() const;

    // The instructor's own scenarios folder (empty: none), in place of the one before: its
    // scenarios join the library as setScenarioFolder puts them, and what of it did not load is kept.
    void useFolder(const QString& folder);
    // The folder given for this run (spanish21-trainer --scenarios), whose scenarios the library
    // this shelf was made with has already, with what of it did not load: kept as useFolder keeps
    // one, without loading it again, and in place of the folder the records remember
    // (folderGivenForRun). useFolder still changes it.
    void useLoadedFolder(const QString& folder, QStringList problems);
    QString folder() const { return folder_; }
    // What of the folder did not load, as Scenarios… lists it.
    const QStringList& folderProblems() const { return folderProblems_; }
    bool folderGivenForRun() const { return folderGivenForRun_; }

    // A scenario opened on its own joins the library (addScenario: a file already there is loaded
    // again in its place). Why it cannot, else an empty string.
    QString addOpened(ScenarioEntry entry);

private:
    void libraryChanged();

    std::vector<ScenarioEntry> library_;
    std::vector<ScenarioEntry> practice_;
    QString folder_;
    QStringList folderProblems_;
    bool folderGivenForRun_ = false;
};

} // namespace s21::app
