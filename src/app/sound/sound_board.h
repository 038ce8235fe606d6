#pragma once
// Plays the synthesised effects (wav_synth.h) with QSoundEffect. The WAV files are written once to
// a temporary folder at start-up; muting stops all sound. Without an audio device it stays silent.

#include "app/sound/wav_synth.h"

#include <QObject>
#include <QTemporaryDir>

#include <map>

class QSoundEffect;

namespace s21::app {

class SoundBoard : public QObject {
    Q_OBJECT
public:
    explicit SoundBoard(QObject* parent = nullptr);

    void play(Sound sound);
    void setMuted(bool muted) { muted_ = muted; }

private:
    QTemporaryDir dir_;
    std::map<Sound, QSoundEffect*> effects_;
    bool muted_ = false;
};

} // namespace s21::app
