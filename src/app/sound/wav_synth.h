#pragma once
// The trainer's sound effects, synthesised by the program itself (nothing recorded, nothing to
// license): short mono 16-bit PCM WAV files built from noise, sine partials and envelopes.

#include <QByteArray>

namespace s21::app {

enum class Sound : std::uint8_t {
    Card,     // a card sliding onto the felt
    Chips,    // chips clicking together
    Error,    // a soft low tone for a mistake
    RoundEnd, // a two-note chime
};

// The complete WAV file (RIFF header and samples) for the sound; deterministic.
QByteArray synthesiseWav(Sound sound);

} // namespace s21::app
