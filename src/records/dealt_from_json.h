#pragma once
// What a round or shoe procedure was dealt from (round_record.h's DealtFrom), as the JSON text the
// records keep: the set-up or situation and the players' answers. The rule profile is not in it: it
// is kept once per distinct profile, as YAML (s21_scenario's profileYaml), and referred to by hash.
// Large numbers (seeds) are written as strings, since JSON numbers are doubles: decimal, or a 128-bit
// seed as "0x" and 32 hexadecimal digits (core/base/number_text.h's seedText).

#include "round_record.h"

#include <QByteArray>

#include <stdexcept>

namespace s21::records {

// Malformed stored text: what is wrong, and where in the document.
class StoredTextError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

QByteArray dealtFromJson(const DealtFrom& dealtFrom);

// Reads what dealtFromJson() wrote, under `profile`; throws StoredTextError naming the bad field.
DealtFrom dealtFromFromJson(const QByteArray& json, RuleProfile profile);

} // namespace s21::records
