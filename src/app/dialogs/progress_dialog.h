#pragma once
// The Progress window: one trainee's progress from the records, for the trainee and the instructor.
// Figures at the top (rounds, accuracy, median time per action, average points), the accuracy and
// speed by day (line charts), the mistakes by section (bar chart), the trainee's medians beside
// the school's speed standards and per kind of step, the most frequent mistakes and the accuracy
// per skill. "Work my mistakes" draws a drill from the trainee's own mistakes and slow steps
// (mistake_drill.h) and reports its scenario ids; the rounds and the mistakes export as CSV, and the
// whole as a PDF progress report with the charts in it (reports/progress_report.h writes them). It
// shows what records/progress.h reads and decides nothing.

#include "app/session/mistake_drill.h"
#include "app/session/scenario_library.h"

#include "records/progress.h"
#include "records/records_database.h"

#include <QDialog>
#include <QStringList>

#include <optional>
#include <vector>

class QChartView;
class QLabel;
class QPushButton;
class QTableWidget;

namespace s21::app {

// The speed standards shipped beside the library: standards/speed-standards.yaml in the folder
// that holds the library's drills and profiles. Nothing (and the reason in `error`) when there is
// no library, no file, or the file does not load.
std::optional<SpeedStandards> findSpeedStandards(const std::vector<ScenarioEntry>& library, QString* error = nullptr);

class ProgressDialog : public QDialog {
    Q_OBJECT
public:
    // Reads the trainee's progress at once. `standards`: the school's speed standards; when not
    // given, findSpeedStandards(library). Throws records::RecordsError when the records cannot be read.
    ProgressDialog(records::RecordsDatabase& records, qint64 traineeId, const std::vector<ScenarioEntry>& library,
                   QWidget* parent = nullptr, std::optional<SpeedStandards> standards = std::nullopt);

    const records::Progress& progress() const { return progress_; }
    // The milliseconds from the constructor's start to the charts built, for the performance figure.
    qint64 buildMs() const { return buildMs_; }
    // The seed of the next "Work my mistakes" draw (random by default).
    void setSeed(std::uint64_t seed) { seed_ = seed; }
    // The drill "Work my mistakes" draws now (without emitting anything). Throws
    // records::RecordsError when the records cannot be read.
    MistakeDrill chooseDrill() const;

    // The exports the buttons make, after asking for a file. Each returns false and says why in
    // `error` when the file cannot be written or the records read.
    bool exportRoundsCsv(const QString& file, QString* error = nullptr) const;
    bool exportMistakesCsv(const QString& file, QString* error = nullptr) const;
    // The progress report: page 1 the figures and the charts, then the tables; returns the pages
    // written, 0 when the file cannot be written.
    int exportPdf(const QString& file, QString* error = nullptr) const;

signals:
    // "Work my mistakes" chose these scenarios of the library, in the order to play them.
    void workMyMistakes(QStringList scenarioIds);

private:
    void workMistakes();
    void saveCsv(bool rounds);
    void savePdf();
    QWidget* buildHeader();
    QWidget* buildTiles();
    QWidget* buildCards();
    void fillStandardsTable(QTableWidget* table) const;
    void fillStepTable(QTableWidget* table) const;
    void fillMistakeTable(QTableWidget* table) const;
    void fillSectionTable(QTableWidget* table) const;
    void fillSkillTable(QTableWidget* table) const;

    records::RecordsDatabase& records_;
    qint64 traineeId_;
    QString name_;
    std::vector<ScenarioEntry> library_;
    std::optional<SpeedStandards> standards_;
    QString standardsError_;
    records::Progress progress_;
    std::uint64_t seed_;
    qint64 buildMs_ = 0;
    QLabel* status_ = nullptr;
};

} // namespace s21::app
