#include "app/sound/sound_board.h"

#include <QFile>
#include <QSoundEffect>
#include <QUrl>

namespace s21::app {

SoundBoard::SoundBoard(QObject* parent) : QObject(parent)
{
    if (!dir_.isValid())
        return;
    const std::pair<Sound, const char*> files[] = {{Sound::Card, "card.wav"},
                                                   {Sound::Chips, "chips.wav"},
                                                   {Sound::Error, "error.wav"},
                                                   {Sound::RoundEnd, "round-end.wav"}};
    for (const auto& [sound, name] : files) {
        QFile file(dir_.filePath(QString::fromLatin1(name)));
        if (!file.open(QIODevice::WriteOnly) || file.write(synthesiseWav(sound)) < 0)
            continue;
        file.close();
        auto* effect = new QSoundEffect(this);
        effect->setSource(QUrl::fromLocalFile(file.fileName()));
        effect->setVolume(0.6f);
        effects_[sound] = effect;
    }
}

void SoundBoard::play(Sound sound)
{
    if (muted_)
        return;
    const auto it = effects_.find(sound);
    if (it != effects_.end())
        it->second->play();
}

} // namespace s21::app
