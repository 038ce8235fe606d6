#pragma once
// What can go wrong with the records (the station's file or the school's server), in words a trainee
// or an administrator can act on.

#include <QString>

#include <stdexcept>

namespace s21::records {

class RecordsError : public std::runtime_error {
public:
    enum class Kind : std::uint8_t {
        CannotOpen,  // the file or its folder cannot be opened or created
        Damaged,     // not a database, or it fails its integrity check
        TooNew,      // written by a newer version of the trainer
        Locked,      // another program holds the database too long
        ReadOnly,    // the file or its folder cannot be written
        Full,        // the disk is full
        Unreachable, // the school's server cannot be reached, or went away
        Refused,     // the school's server does not let this role do it (a station writing what it may not)
        Failed,      // any other refusal by the database
    };
    RecordsError(Kind kind, const QString& message) : std::runtime_error(message.toStdString()), kind_(kind) {}
    Kind kind() const { return kind_; }
    QString message() const { return QString::fromStdString(what()); }

private:
    Kind kind_;
};

} // namespace s21::records
