#include "sitting_proof.h"

#include "exam_definitions.h"
#include "records_export.h"

#include "core/base/contract.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace s21::records {

namespace {

// What each signature covers, so that no signature of one kind passes for another.
const QByteArray kOpeningLabel = QByteArrayLiteral("s21-exam-opening-v1\n");
const QByteArray kProgressLabel = QByteArrayLiteral("s21-exam-progress-v1\n");

QJsonObject objectOf(const QByteArray& json)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    return error.error == QJsonParseError::NoError ? document.object() : QJsonObject();
}

QByteArray sittingPublicKey(const QJsonObject& opening)
{
    return QByteArray::fromBase64(opening.value(QStringLiteral("sitting_key")).toString().toLatin1());
}

bool sameAttempt(const AttemptHeader& a, const AttemptHeader& b)
{
    return a.uuid == b.uuid && a.station == b.station && a.examId == b.examId && a.traineeId == b.traineeId &&
           a.supervisorKey == b.supervisorKey && a.startedAt == b.startedAt;
}

} // namespace

OpenedSitting openSitting(const AttemptHeader& header, const QByteArray& examFile,
                          const certification::UnlockedKey& supervisorKey)
{
    S21_EXPECTS(header.supervisorKey == supervisorKey.publicKey());
    OpenedSitting opened;
    opened.sittingKey = certification::UnlockedKey::generate();
    QJsonObject text = attemptHeaderJson(header);
    QJsonObject exam = text.value(QStringLiteral("exam")).toObject();
    exam.insert(QStringLiteral("sha256"), examSha256(examFile));
    text.insert(QStringLiteral("exam"), exam);
    text.insert(QStringLiteral("format"), QStringLiteral("s21-exam-opening"));
    text.insert(QStringLiteral("version"), 1);
    text.insert(QStringLiteral("sitting_key"), QString::fromLatin1(opened.sittingKey->publicKey().toBase64()));
    opened.opening.attempt = header.uuid;
    opened.opening.startedAt = header.startedAt;
    opened.opening.text = QJsonDocument(text).toJson(QJsonDocument::Compact);
    opened.opening.signature = supervisorKey.sign(kOpeningLabel + opened.opening.text);
    opened.opening.sealedSittingKey = opened.sittingKey->sealedSecretFor(supervisorKey.publicKey());
    return opened;
}

QByteArray signProgress(const QByteArray& progress, const certification::UnlockedKey& sittingKey)
{
    return sittingKey.sign(kProgressLabel + progress);
}

QByteArray roundHash(const RoundRecord& round)
{
    return certification::hashOf(QJsonDocument(roundJson(round)).toJson(QJsonDocument::Compact));
}

std::optional<AttemptHeader> signedOpeningHeader(const std::optional<SittingOpening>& opening)
{
    if (!opening)
        return std::nullopt;
    AttemptHeader header = readAttemptHeader(objectOf(opening->text));
    if (header.uuid != opening->attempt ||
        !certification::verifySignature(header.supervisorKey, kOpeningLabel + opening->text, opening->signature))
        return std::nullopt;
    return header;
}

std::optional<QString> unprovenPart(const std::optional<SittingOpening>& opening, const QByteArray& progress,
                                    const QByteArray& signature)
{
    if (!opening)
        return QStringLiteral("no opening signed by a supervisor was stored when it started (a trainer before "
                              "version 8 of the records, or a sitting written by hand)");
    const std::optional<AttemptHeader> header = signedOpeningHeader(opening);
    if (!header)
        return QStringLiteral("its opening is not signed by the supervisor it names");
    const QJsonObject stated = objectOf(opening->text);
    if (progress.isEmpty())
        return QStringLiteral("its saved progress is gone from the records");
    if (!certification::verifySignature(sittingPublicKey(stated), kProgressLabel + progress, signature))
        return QStringLiteral("its saved progress is not signed by the sitting's key: it was written or changed "
                              "after the trainer saved it");
    const QJsonObject saved = objectOf(progress);
    const QString examSha =
        examSha256(saved.value(QStringLiteral("exam")).toObject().value(QStringLiteral("yaml")).toString().toUtf8());
    if (!sameAttempt(readAttemptHeader(saved), *header) ||
        examSha != stated.value(QStringLiteral("exam")).toObject().value(QStringLiteral("sha256")).toString())
        return QStringLiteral("its saved progress is of another attempt than its opening");
    return std::nullopt;
}

std::unique_ptr<certification::UnlockedKey> reopenSittingKey(const SittingOpening& opening,
                                                             const certification::UnlockedKey& supervisorKey)
{
    std::unique_ptr<certification::UnlockedKey> key =
        certification::UnlockedKey::openSealedKey(supervisorKey, opening.sealedSittingKey);
    if (key->publicKey() != sittingPublicKey(objectOf(opening.text)))
        throw certification::CryptoError("the sealed sitting key is not the one its opening names");
    return key;
}

} // namespace s21::records
