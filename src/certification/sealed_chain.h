#pragma once
// Sealed results chained on a station. Each result (the record's bytes, opaque here) is signed by
// the supervisor together with its place on the station: its sequence number and the hash of the
// seal before it. Anyone holding the school's public keys can then tell, for a station's list of
// seals, which were altered (the signature fails), signed by a key the school does not know, or
// removed, inserted or reordered (the chain or the numbering breaks). Deleting the newest seals
// leaves a shorter, valid chain: only a copy kept elsewhere (the school server) shows that.

#include "supervisor_key.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace s21::certification {

struct Seal {
    qint64 sequence = 1;     // 1 for a station's first result, then one more each time
    QByteArray previousHash; // sealHash() of the seal before, 32 zero bytes for the first
    QByteArray record;       // the result as stored, byte for byte
    QByteArray publicKey;    // the signing supervisor's
    QByteArray signature;    // over signedMessage()

    // What the signature covers: a fixed label, the sequence, the previous hash and the record.
    QByteArray signedMessage() const;
    // The hash the next seal chains to.
    QByteArray sealHash() const;
    // The short code printed on a certificate ("ABCD-EFGH-IJKL"), from sealHash().
    QString verificationCode() const;

    // One JSON object, for an exported result file; fromJson() throws CryptoError for anything else.
    QByteArray toJson() const;
    static Seal fromJson(const QByteArray& json);
};

// Seals `record` as the station's next result after `previous` (nullopt for the first).
Seal seal(const QByteArray& record, const std::optional<Seal>& previous, const UnlockedKey& key);

struct Finding {
    enum class Kind : std::uint8_t {
        Altered,    // the signature does not cover these bytes: the record or its place was changed
        UnknownKey, // signed by a key that is not among the school's
        Broken,     // does not follow the seal before it: one was removed, inserted or reordered
    };
    Kind kind;
    std::size_t index; // in the list checked
    qint64 sequence;   // as the seal says
    QString text;      // one sentence naming the seal and what is wrong
};

// Checks seals, in the order they are stored, against the school's public keys; empty when every
// seal is intact, known, and follows the one before. `wholeStation`: the list is all of a station's
// results, so it must begin with the station's first; otherwise (an exported file, a part) the
// first listed is taken as it is.
std::vector<Finding> verifyChain(const std::vector<Seal>& seals, const std::vector<QByteArray>& schoolKeys,
                                 bool wholeStation = true);

} // namespace s21::certification
