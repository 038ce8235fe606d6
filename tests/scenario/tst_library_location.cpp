// Where a program finds the scenario library (scenario/library_location.h): installed, in the data
// folder beside its bin/; run from the build tree, in the source tree; installed and with the source
// tree still on the machine, never in the source tree.
#include "scenario/library_location.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace s21;

namespace fs = std::filesystem;

namespace {

// An installed layout in `root`: bin/, and share/spanish21-trainer/profiles with one profile when
// `withLibrary`.
fs::path makeInstallTree(const fs::path& root, bool withLibrary)
{
    fs::create_directories(root / "bin");
    if (withLibrary) {
        fs::create_directories(root / "share/spanish21-trainer/profiles");
        std::ofstream(root / "share/spanish21-trainer/profiles/house.yaml") << "id: house\n";
    }
    return root / "bin";
}

} // namespace

class TestLibraryLocation : public QObject {
    Q_OBJECT

private slots:
    void anInstalledProgramFindsTheDataFolderBesideItsBin()
    {
        QTemporaryDir dir;
        const fs::path bin = makeInstallTree(dir.path().toStdString(), true);
        QCOMPARE(installedLibraryDir(bin), fs::path(dir.path().toStdString()) / "share/spanish21-trainer");
        QCOMPARE(libraryProfilesDir(bin), fs::canonical(bin / "../share/spanish21-trainer/profiles"));
    }

    // A package whose library is missing must say so, not quietly use a source tree left on the
    // station: the tests that start the installed programs rely on it.
    void anInstalledProgramNeverFallsBackToTheSourceTree()
    {
        QTemporaryDir dir;
        const fs::path bin = makeInstallTree(dir.path().toStdString(), false);
        QVERIFY(fs::is_directory(fs::path(S21_SOURCE_DIR) / "scenarios/profiles"));
        QCOMPARE(libraryProfilesDir(bin), fs::path());
    }

    void aProgramInItsBuildTreeFindsTheSourceTreesLibrary()
    {
        QCOMPARE(libraryProfilesDir(runningExecutableDir()),
                 fs::canonical(fs::path(S21_SOURCE_DIR) / "scenarios/profiles"));
    }

    void theRunningExecutablesFolderIsWhereItLies()
    {
        QCOMPARE(runningExecutableDir(), fs::canonical(QCoreApplication::applicationDirPath().toStdString()));
    }
};

QTEST_GUILESS_MAIN(TestLibraryLocation)
#include "tst_library_location.moc"
