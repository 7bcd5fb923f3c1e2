#include "cli/voice_command.h"

#include "platform/posix/posix_store.h"
#include "platform/sdl/sdl_capture_port.h"
#include "session/disk_problem.h"
#include "session/recorded_voices.h"
#include "session/recording_shaper.h"
#include "session/voice_pack.h"

#include <chrono>
#include <fstream>
#include <ostream>
#include <thread>

namespace shn {

namespace {

/// Why the disk refused a narrator's change, in the catalogue's words.
std::string disk_words(const Catalogue& catalogue, const RecordedVoices& voices) {
    return catalogue.text(std::string(disk_problem_key(voices.problem())));
}

} // namespace

int run_voice(const VoiceRequest& request, const Catalogue& catalogue,
              const std::filesystem::path& folder, std::ostream& out, std::ostream& err) {
    RecordedVoices voices(folder, platform_store());
    const RecordedVoices::LineText text = [&](const std::string& key) {
        return catalogue.contains(key) ? catalogue.text(key) : std::string();
    };
    switch (request.action) {
    case VoiceRequest::Action::List:
        // Tab-separated for scripts: id, name, lines recorded, stale lines.
        for (const auto& narrator : voices.list(request.language, text)) {
            out << RecordedVoices::kPrefix << narrator.id << '\t' << narrator.name << '\t'
                << narrator.recorded.size() << '\t';
            bool first = true;
            for (const auto& key : narrator.stale) out << (first ? "" : ",") << key, first = false;
            out << '\n';
        }
        return 0;

    case VoiceRequest::Action::Record: {
        if (!is_line_key(request.key) || !catalogue.contains(request.key)) {
            err << catalogue.format("cli.voice.unknown_line", {{"detail", request.key}}) << '\n';
            return 1;
        }
        std::string problem;
        auto microphone = SdlCapturePort::open(problem);
        if (!microphone || !microphone->start()) {
            err << catalogue.format("cli.voice.no_microphone", {{"detail", problem}}) << '\n';
            return 1;
        }
        const auto began = std::chrono::steady_clock::now();
        while (microphone->capturing() && std::chrono::steady_clock::now() - began <
                                              std::chrono::duration<double>(request.seconds)) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            microphone->pull();
        }
        const WavClip take = microphone->stop();
        const auto shaping = std::chrono::steady_clock::now();
        const WavClip shaped = shape_recording(take);
        if (shaped.samples.empty()) {
            err << catalogue.format("cli.voice.heard_nothing",
                                    {{"detail", catalogue.tenths(take.seconds())}})
                << '\n';
            return 1;
        }
        // The narrator of that name, or a new one.
        std::string id;
        for (const auto& narrator : voices.list(request.language, text))
            if (narrator.name == request.narrator_name) id = narrator.id;
        if (id.empty()) {
            const auto created = voices.create(request.language, request.narrator_name);
            if (!created) {
                err << disk_words(catalogue, voices) << '\n';
                return 1;
            }
            id = *created;
        }
        if (!voices.keep_line(request.language, id, request.key, catalogue.text(request.key),
                              shaped)) {
            err << disk_words(catalogue, voices) << '\n';
            return 1;
        }
        const double ready_ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - shaping)
                .count();
        out << catalogue.format("cli.voice.kept",
                                {{"key", request.key},
                                 {"id", std::string(RecordedVoices::kPrefix) + id},
                                 {"seconds", catalogue.tenths(shaped.seconds())},
                                 {"taken", catalogue.tenths(take.seconds())},
                                 {"level", catalogue.tenths(speech_level(shaped))},
                                 {"ms", catalogue.tenths(ready_ms)}})
            << '\n';
        return 0;
    }

    case VoiceRequest::Action::Export: {
        const std::string id =
            request.narrator_id.substr(request.narrator_id.starts_with(RecordedVoices::kPrefix)
                                           ? RecordedVoices::kPrefix.size()
                                           : 0);
        const auto pack = voices.pack(request.language, id);
        if (!pack || pack->lines.empty()) {
            err << catalogue.format("cli.voice.unknown_narrator", {{"detail", request.narrator_id}})
                << '\n';
            return 1;
        }
        std::ofstream file(request.file, std::ios::binary | std::ios::trunc);
        const std::string bytes = write_pack(*pack);
        file.write(bytes.data(), std::streamsize(bytes.size()));
        file.close();
        if (!file) {
            err << request.file.string() << ": " << catalogue.text("cli.cannot_write") << '\n';
            return 1;
        }
        out << request.file.string() << '\n';
        return 0;
    }

    case VoiceRequest::Action::Import: {
        const PackImport import =
            voices.import_file(request.file, request.language,
                               [&](const std::string& key) { return catalogue.contains(key); });
        const PackRead& read = import.file.read;
        if (import.file.unreadable) {
            err << catalogue.format("cli.voice.cannot_read", {{"detail", request.file.string()}})
                << '\n';
            return 1;
        }
        if (!read.pack) {
            err << request.file.string() << ": "
                << catalogue.format(kPackProblemKeys[std::size_t(read.problem)],
                                    {{"detail", read.detail},
                                     {"language", catalogue.text("lang." + read.detail)},
                                     {"table", catalogue.text("lang." + request.language)}})
                << '\n';
            return 1;
        }
        const auto& added = import.id;
        if (!added) {
            err << catalogue.text(std::string(disk_problem_key(import.disk))) << '\n';
            return 1;
        }
        const auto narrator = voices.find(read.pack->language, *added, text);
        out << catalogue.format(
                   "cli.voice.imported",
                   {{"name", narrator ? narrator->name : read.pack->name},
                    {"id", std::string(RecordedVoices::kPrefix) + *added},
                    {"lines", std::to_string(narrator ? narrator->recorded.size() : 0)},
                    {"stale", std::to_string(narrator ? narrator->stale.size() : 0)}})
            << '\n';
        return 0;
    }
    }
    return 2;
}

} // namespace shn
