#include "app/sound/wav_synth.h"

#include <QDataStream>
#include <QIODevice>

#include <algorithm>

#include <cmath>
#include <cstdint>
#include <vector>

namespace s21::app {

namespace {

constexpr int kRate = 44100;

// A small deterministic noise source (xorshift), so every build makes the same files.
class Noise {
public:
    double next()
    {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 7;
        state_ ^= state_ << 17;
        return static_cast<double>(state_ % 20001) / 10000.0 - 1.0;
    }

private:
    std::uint64_t state_ = 0x9E3779B97F4A7C15ull;
};

std::vector<double> silence(double seconds)
{
    return std::vector<double>(static_cast<std::size_t>(seconds * kRate), 0.0);
}

double at(std::size_t i) { return static_cast<double>(i) / kRate; }

std::vector<double> card()
{
    std::vector<double> out = silence(0.12);
    Noise noise;
    double low = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        low += 0.35 * (noise.next() - low); // soften the hiss into a swish
        out[i] = low * std::exp(-at(i) * 38) * std::min(1.0, at(i) * 400) * 0.9;
    }
    return out;
}

std::vector<double> chips()
{
    std::vector<double> out = silence(0.16);
    Noise noise;
    for (double start : {0.0, 0.045, 0.08}) {
        for (std::size_t i = static_cast<std::size_t>(start * kRate); i < out.size(); ++i) {
            const double t = at(i) - start;
            const double ring = std::sin(2 * M_PI * 3400 * t) * 0.6 + std::sin(2 * M_PI * 5100 * t) * 0.3;
            out[i] += (ring + noise.next() * 0.4) * std::exp(-t * 90) * 0.45;
        }
    }
    return out;
}

std::vector<double> tone(std::vector<double> out, double start, double frequency, double decay, double level)
{
    for (std::size_t i = static_cast<std::size_t>(start * kRate); i < out.size(); ++i) {
        const double t = at(i) - start;
        const double attack = std::min(1.0, t * 60);
        out[i] += (std::sin(2 * M_PI * frequency * t) + 0.25 * std::sin(4 * M_PI * frequency * t)) * attack *
                  std::exp(-t * decay) * level;
    }
    return out;
}

std::vector<double> samplesFor(Sound sound)
{
    switch (sound) {
    case Sound::Card: return card();
    case Sound::Chips: return chips();
    case Sound::Error: return tone(tone(silence(0.35), 0, 311, 9, 0.35), 0.12, 262, 9, 0.35);
    case Sound::RoundEnd: return tone(tone(silence(0.9), 0, 659, 4, 0.3), 0.16, 988, 3.5, 0.3);
    }
    return {};
}

} // namespace

QByteArray synthesiseWav(Sound sound)
{
    const std::vector<double> samples = samplesFor(sound);
    QByteArray wav;
    QDataStream out(&wav, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    const auto dataBytes = static_cast<quint32>(samples.size() * 2);
    out.writeRawData("RIFF", 4);
    out << quint32(36 + dataBytes);
    out.writeRawData("WAVEfmt ", 8);
    out << quint32(16) << quint16(1) << quint16(1) << quint32(kRate) << quint32(kRate * 2) << quint16(2) << quint16(16);
    out.writeRawData("data", 4);
    out << dataBytes;
    for (double sample : samples)
        out << static_cast<qint16>(std::lround(std::clamp(sample, -1.0, 1.0) * 32000));
    return wav;
}

} // namespace s21::app
