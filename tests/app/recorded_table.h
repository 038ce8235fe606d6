#pragma once
// A practice table whose rounds the real recorder keeps in a real records file, in a fresh folder per
// test: for the tests of what a stored round keeps (tst_stored_shoe, tst_recorded_modes). A test class
// derives from QObject and RecordedTable, calls setUp() in init() and tearDown() in cleanup().
#include "app/session/session_recorder.h"
#include "app/session/trainer_session.h"

#include "records/records_database.h"

#include <QTemporaryDir>

#include <memory>
#include <vector>

namespace s21::test {

class RecordedTable {
protected:
    // A guided Maryland table of five players, its shoes machine-shuffled (seed 42), and a trainee
    // whose every round is stored.
    void setUp()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
        session_ = std::make_unique<app::TrainerSession>(
            app::SessionOptions{marylandProfile(6), app::Mode::Guided, 5, 42, 0.1, app::ShoePreparation::Skip});
        recorder_ = std::make_unique<app::SessionRecorder>(*session_, library_);
        recorder_->setStore(records_.get(), records_->createTrainee(QStringLiteral("Trainee")).id);
    }

    void tearDown()
    {
        recorder_.reset();
        session_.reset();
        records_.reset();
        dir_.reset();
    }

    // Deals the round under way to its end, each action the one expected.
    void dealWhole()
    {
        while (!session_->round().complete())
            session_->apply(session_->round().expected().front());
    }

    std::vector<app::ScenarioEntry> library_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    std::unique_ptr<app::TrainerSession> session_;
    std::unique_ptr<app::SessionRecorder> recorder_;
};

} // namespace s21::test
