#include "sealed_chain.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace s21::certification {

namespace {

constexpr int kHashBytes = 32;
const QByteArray kLabel("s21-sealed-result-v1");

QByteArray firstPrevious() { return QByteArray(kHashBytes, '\0'); }

} // namespace

QByteArray Seal::signedMessage() const
{
    QByteArray message = kLabel;
    message += '\n' + QByteArray::number(sequence) + '\n' + previousHash.toHex() + '\n';
    message += record;
    return message;
}

QByteArray Seal::sealHash() const { return hashOf(signedMessage() + signature); }

QString Seal::verificationCode() const { return shortCode(signedMessage() + signature); }

QByteArray Seal::toJson() const
{
    return QJsonDocument(QJsonObject{{"format", QString::fromLatin1(kLabel)},
                                     {"sequence", QString::number(sequence)},
                                     {"previous", QString::fromLatin1(previousHash.toHex())},
                                     {"record", QString::fromLatin1(record.toBase64())},
                                     {"public_key", QString::fromLatin1(publicKey.toBase64())},
                                     {"signature", QString::fromLatin1(signature.toBase64())}})
        .toJson(QJsonDocument::Indented);
}

Seal Seal::fromJson(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonObject object = QJsonDocument::fromJson(json, &error).object();
    if (error.error != QJsonParseError::NoError || object.value("format").toString() != QString::fromLatin1(kLabel))
        throw CryptoError("not a sealed result file");
    Seal read;
    bool ok = false;
    read.sequence = object.value("sequence").toString().toLongLong(&ok);
    read.previousHash = QByteArray::fromHex(object.value("previous").toString().toLatin1());
    read.record = QByteArray::fromBase64(object.value("record").toString().toLatin1());
    read.publicKey = QByteArray::fromBase64(object.value("public_key").toString().toLatin1());
    read.signature = QByteArray::fromBase64(object.value("signature").toString().toLatin1());
    if (!ok || read.previousHash.size() != kHashBytes)
        throw CryptoError("a damaged sealed result file");
    return read;
}

Seal seal(const QByteArray& record, const std::optional<Seal>& previous, const UnlockedKey& key)
{
    Seal sealed;
    sealed.sequence = previous ? previous->sequence + 1 : 1;
    sealed.previousHash = previous ? previous->sealHash() : firstPrevious();
    sealed.record = record;
    sealed.publicKey = key.publicKey();
    sealed.signature = key.sign(sealed.signedMessage());
    return sealed;
}

std::vector<Finding> verifyChain(const std::vector<Seal>& seals, const std::vector<QByteArray>& schoolKeys,
                                 bool wholeStation)
{
    std::vector<Finding> findings;
    for (std::size_t i = 0; i < seals.size(); ++i) {
        const Seal& s = seals[i];
        const QString name = QStringLiteral("result %1 (number %2 on the station)").arg(i + 1).arg(s.sequence);
        if (std::find(schoolKeys.begin(), schoolKeys.end(), s.publicKey) == schoolKeys.end())
            findings.push_back({Finding::Kind::UnknownKey, i, s.sequence,
                                name + QStringLiteral(" is signed by a key that is not one of the school's "
                                                      "supervisors'")});
        if (!verifySignature(s.publicKey, s.signedMessage(), s.signature)) {
            findings.push_back(
                {Finding::Kind::Altered, i, s.sequence, name + QStringLiteral(" was altered after it was signed")});
            continue;
        }
        if (i == 0 && !wholeStation)
            continue;
        const qint64 expectedSequence = i == 0 ? 1 : seals[i - 1].sequence + 1;
        const QByteArray expectedPrevious = i == 0 ? firstPrevious() : seals[i - 1].sealHash();
        if (s.sequence != expectedSequence || s.previousHash != expectedPrevious) {
            const QString what = i == 0 ? QStringLiteral(" is the first listed, but results before it are missing")
                                        : QStringLiteral(" does not follow the result listed before it: results "
                                                         "were removed, inserted or reordered");
            findings.push_back({Finding::Kind::Broken, i, s.sequence, name + what});
        }
    }
    return findings;
}

} // namespace s21::certification
