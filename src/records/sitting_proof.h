#pragma once
// The proof that an exam sitting's saved pieces come from that sitting (docs/certification.md,
// "Proving a sitting"). As a sitting starts, its supervisor's key (unlocked by their passphrase)
// signs its opening: the attempt's header, the exam file's hash and the public half of a key made for
// this sitting alone, whose secret half is stored only sealed for that supervisor. The sitting key
// signs each saved progress: the plan, each finished round by its uuid and hash, the round under
// way's actions and its sealed set-up. A saved sitting is believed only as far as these prove it:
// whatever a trainee writes into the records file by hand (a sitting, a step, a shoe, a round of
// another attempt) lacks a signature they cannot make.

#include "exam_attempt.h"
#include "round_record.h"

#include "certification/supervisor_key.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <memory>
#include <optional>

namespace s21::records {

// A sitting's opening, as the station stores it (exam_openings).
struct SittingOpening {
    QString attempt;
    QDateTime startedAt;         // UTC
    QByteArray text;             // JSON: the attempt's header, the exam's SHA-256, the sitting key's public half
    QByteArray signature;        // the supervisor's, of the text
    QByteArray sealedSittingKey; // the sitting key's secret half, sealed for the supervisor
};

struct OpenedSitting {
    SittingOpening opening;
    std::unique_ptr<certification::UnlockedKey> sittingKey; // signs the sitting's progress
};

// Opens a sitting of `header`'s attempt on `examFile`: a fresh sitting key and its opening, signed by
// `supervisorKey`. Precondition: `supervisorKey` is the supervisor's the header names.
OpenedSitting openSitting(const AttemptHeader& header, const QByteArray& examFile,
                          const certification::UnlockedKey& supervisorKey);

// The sitting key's signature of a saved progress.
QByteArray signProgress(const QByteArray& progress, const certification::UnlockedKey& sittingKey);

// How a progress names a finished round: BLAKE2b-256 of its roundJson() as compact JSON, the form the
// sealed record keeps.
QByteArray roundHash(const RoundRecord& round);

// The attempt's header as `opening` states it, when the supervisor it names signed it; nothing
// otherwise (no opening, or one written or changed by hand).
std::optional<AttemptHeader> signedOpeningHeader(const std::optional<SittingOpening>& opening);

// Nothing when `progress` is the sitting's own: an opening that `opening`'s supervisor signed for
// that attempt and exam file, and a progress the opening's sitting key signed, naming the same
// attempt, trainee, supervisor, exam and start. Otherwise what does not belong, as a sentence.
// (Each finished round is checked against its hash when the progress is restored.)
std::optional<QString> unprovenPart(const std::optional<SittingOpening>& opening, const QByteArray& progress,
                                    const QByteArray& signature);

// The sitting key, opened again with the supervisor's key to resume. Throws certification::CryptoError
// when the sealed key is not theirs or not the one the opening names.
std::unique_ptr<certification::UnlockedKey> reopenSittingKey(const SittingOpening& opening,
                                                             const certification::UnlockedKey& supervisorKey);

} // namespace s21::records
